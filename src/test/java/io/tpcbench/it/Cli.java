package io.tpcbench.it;

import io.tpcbench.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs a tpcbench command in-process, as the scripts do, and keeps its error output. */
final class Cli {
    int exitCode;
    String err;

    static Cli run(String... args) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        Cli cli = new Cli();
        cli.exitCode = Main.run(args, new PrintStream(buf, true, StandardCharsets.UTF_8));
        cli.err = buf.toString(StandardCharsets.UTF_8);
        System.err.print(cli.err);
        return cli;
    }
}
