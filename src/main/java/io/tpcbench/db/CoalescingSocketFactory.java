package io.tpcbench.db;

import com.mysql.cj.conf.PropertyKey;
import com.mysql.cj.conf.PropertySet;
import com.mysql.cj.log.Log;
import com.mysql.cj.protocol.ServerSession;
import com.mysql.cj.protocol.SocketConnection;
import com.mysql.cj.protocol.StandardSocketFactory;
import java.io.Closeable;
import java.io.IOException;
import java.net.Socket;

/**
 * Connector/J's own sockets whose reads of a multi-statement text's answer wait for it to arrive
 * in fewer pieces ({@link AnswerTiming}): the run's connections with {@code coalesceReads=true}.
 * The timing starts once the MySQL handshake is over, and stays off where the bytes are not the
 * protocol's packets as written: over TLS and with compression.
 */
public final class CoalescingSocketFactory extends StandardSocketFactory {
    private boolean plainPackets = true;

    @Override
    protected Socket createSocket(PropertySet props) {
        plainPackets = !props.getBooleanProperty(PropertyKey.useCompression).getValue();
        return new CoalescingSocket();
    }

    @Override
    public <T extends Closeable> T performTlsHandshake(
            SocketConnection socketConnection, ServerSession serverSession, Log log) throws IOException {
        T socket = super.performTlsHandshake(socketConnection, serverSession, log);
        if (socket != rawSocket) {
            plainPackets = false;
        }
        return socket;
    }

    @Override
    public void afterHandshake() throws IOException {
        super.afterHandshake();
        if (plainPackets && rawSocket instanceof CoalescingSocket s) {
            s.startTiming();
        }
    }
}
