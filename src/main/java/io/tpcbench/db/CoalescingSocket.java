package io.tpcbench.db;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.concurrent.locks.LockSupport;

/**
 * A plain socket whose streams tell an {@link AnswerTiming} what is written and read, and wait
 * the time it gives before the first read of an answer, when nothing of it has arrived yet.
 */
final class CoalescingSocket extends Socket {
    private volatile AnswerTiming timing;
    private InputStream in;
    private OutputStream out;

    /** From now on the bytes are the protocol's packets as written: time the answers. */
    void startTiming() {
        timing = new AnswerTiming();
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            in = new TimedInput(super.getInputStream());
        }
        return in;
    }

    @Override
    public synchronized OutputStream getOutputStream() throws IOException {
        if (out == null) {
            out = new TimedOutput(super.getOutputStream());
        }
        return out;
    }

    private final class TimedInput extends FilterInputStream {
        TimedInput(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            AnswerTiming t = timing;
            if (t == null) {
                return super.read(b, off, len);
            }
            long wait = t.waitNanos();
            if (wait > 0 && super.available() == 0) {
                LockSupport.parkNanos(wait);
            }
            int n = super.read(b, off, len);
            if (n > 0) {
                t.read(System.nanoTime());
            }
            return n;
        }
    }

    private final class TimedOutput extends FilterOutputStream {
        TimedOutput(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            AnswerTiming t = timing;
            if (t != null) {
                t.written(b, off, len, System.nanoTime());
            }
            out.write(b, off, len);
        }
    }
}
