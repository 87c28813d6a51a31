package io.tpcbench.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A test-only TCP proxy on 127.0.0.1 in front of a database: {@link #freeze()} stops every byte in
 * both directions (a network stall: sockets stay open, nothing moves) until {@link #thaw()}.
 * When either side of a connection closes, the other is closed too, so the server ends the
 * sessions of clients that gave up.
 */
final class FaultProxy implements AutoCloseable {
    private final ServerSocket listener;
    private final String targetHost;
    private final int targetPort;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final Object gate = new Object();
    private volatile boolean frozen;
    private volatile boolean closed;

    FaultProxy(String targetHost, int targetPort) throws IOException {
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        this.listener = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
        Thread.ofPlatform().daemon().name("fault-proxy").start(this::accept);
    }

    int port() {
        return listener.getLocalPort();
    }

    void freeze() {
        frozen = true;
    }

    void thaw() {
        synchronized (gate) {
            frozen = false;
            gate.notifyAll();
        }
    }

    private void accept() {
        while (!closed) {
            try {
                Socket client = listener.accept();
                Socket server = new Socket(targetHost, targetPort);
                sockets.add(client);
                sockets.add(server);
                Thread.ofVirtual().start(() -> pump(client, server));
                Thread.ofVirtual().start(() -> pump(server, client));
            } catch (IOException e) {
                if (!closed) {
                    System.err.println("fault proxy: " + e);
                }
            }
        }
    }

    private void pump(Socket from, Socket to) {
        byte[] buf = new byte[16384];
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            int n;
            while ((n = in.read(buf)) >= 0) {
                waitWhileFrozen();
                out.write(buf, 0, n);
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            // one side closed or broke: close both below
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private void waitWhileFrozen() throws InterruptedException {
        synchronized (gate) {
            while (frozen) {
                gate.wait();
            }
        }
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        thaw();
        listener.close();
        sockets.forEach(FaultProxy::closeQuietly);
    }
}
