package io.tpcbench.metrics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** Where an OS collector's readings come from: this host's /proc, or another host's over ssh. */
interface ProcSource extends AutoCloseable {
    /** The files every reading holds, in this order. */
    List<String> FILES = List.of("/proc/uptime", "/proc/stat", "/proc/diskstats", "/proc/net/dev");

    /** The next reading's text, waiting for it; null when the source has ended. */
    String next() throws IOException, InterruptedException;

    /** Why the source ended, once {@link #next()} returned null. */
    String endReason();

    @Override
    void close();

    /** This host: the files read every {@code intervalMillis}. */
    static ProcSource local(long intervalMillis) {
        return new ProcSource() {
            private long due = System.nanoTime();

            @Override
            public String next() throws IOException, InterruptedException {
                long wait = due - System.nanoTime();
                if (wait > 0) {
                    TimeUnit.NANOSECONDS.sleep(wait);
                }
                due += intervalMillis * 1_000_000;
                StringBuilder sb = new StringBuilder();
                for (String f : FILES) {
                    sb.append(Files.readString(Path.of(f), StandardCharsets.US_ASCII))
                            .append('\n');
                }
                return sb.toString();
            }

            @Override
            public String endReason() {
                return "";
            }

            @Override
            public void close() {}
        };
    }

    /**
     * Another host: {@code ssh -o BatchMode=yes -- ADDRESS} (the address checked by the config, and
     * after {@code --}, so never an option) runs a shell loop there that prints the
     * files and an end marker every interval. BatchMode never asks for a password or a host key:
     * without key authentication, ssh fails at once and says why.
     */
    static ProcSource ssh(String address, long intervalMillis) throws IOException {
        String loop = "while :; do cat " + String.join(" ", FILES) + " || exit 1; echo '" + SshSource.END + "'; sleep "
                + String.format(Locale.ROOT, "%.3f", intervalMillis / 1000.0) + "; done";
        Process p = new ProcessBuilder(
                        "ssh",
                        "-o",
                        "BatchMode=yes",
                        "-o",
                        "ConnectTimeout=10",
                        "-o",
                        "ServerAliveInterval=10",
                        "--",
                        address,
                        loop)
                .start();
        p.getOutputStream().close();
        return new SshSource(p);
    }

    /** The readings of the ssh loop, cut at its end markers. */
    final class SshSource implements ProcSource {
        static final String END = "#tpcbench-end";
        private final Process process;
        private final BufferedReader lines;

        SshSource(Process process) {
            this.process = process;
            this.lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
        }

        @Override
        public String next() throws IOException {
            StringBuilder sb = new StringBuilder();
            String line;
            while ((line = lines.readLine()) != null) {
                if (line.equals(END)) {
                    return sb.toString();
                }
                sb.append(line).append('\n');
            }
            return null;
        }

        @Override
        public String endReason() {
            try {
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    return "ssh stopped sending";
                }
                String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                return "ssh exited with " + process.exitValue() + (err.isEmpty() ? "" : ": " + err.replace('\n', ' '));
            } catch (IOException e) {
                return "ssh ended: " + e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        }

        @Override
        public void close() {
            process.destroy();
        }
    }
}
