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
 * both directions (a network stall: sockets stay open, nothing moves) until {@link #thaw()};
 * {@link #holdOpen()} stops only the connections open now, while new ones pass (a path that
 * stalled, and a client that reconnects by another). Bytes held are delivered at the thaw, as a
 * network delivers what it held, even to a server whose client has given up meanwhile. When
 * either side of a connection closes, the other is closed too once the proxy notices (at its next
 * read or write), so the server ends the sessions of clients that gave up.
 */
final class FaultProxy implements AutoCloseable {
    private final ServerSocket listener;
    private final String targetHost;
    private final int targetPort;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final List<Route> routes = new CopyOnWriteArrayList<>();
    private final Object gate = new Object();
    private volatile boolean frozen;

    /** One proxied connection, which {@link #holdOpen()} may stop on its own. */
    private static final class Route {
        volatile boolean held;
    }

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

    /** Stops the connections open now in both directions; connections made after pass. */
    void holdOpen() {
        routes.forEach(r -> r.held = true);
    }

    void thaw() {
        synchronized (gate) {
            frozen = false;
            routes.forEach(r -> r.held = false);
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
                Route route = new Route();
                routes.add(route);
                Thread.ofVirtual().start(() -> pump(client, server, route));
                Thread.ofVirtual().start(() -> pump(server, client, route));
            } catch (IOException e) {
                if (!closed) {
                    System.err.println("fault proxy: " + e);
                }
            }
        }
    }

    private void pump(Socket from, Socket to, Route route) {
        byte[] buf = new byte[16384];
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            int n;
            while ((n = in.read(buf)) >= 0) {
                waitWhileFrozen(route);
                out.write(buf, 0, n);
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            // one side closed or broke: close both below
        } finally {
            closeQuietly(from);
            closeQuietly(to);
            // the other direction may wait on the route: it wakes to find both sockets closed
            routes.remove(route);
            synchronized (gate) {
                route.held = false;
                gate.notifyAll();
            }
        }
    }

    private void waitWhileFrozen(Route route) throws InterruptedException {
        synchronized (gate) {
            while (frozen || route.held) {
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
