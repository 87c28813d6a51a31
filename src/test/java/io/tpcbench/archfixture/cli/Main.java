package io.tpcbench.archfixture.cli;

public final class Main {
    public static void main(String[] args) {
        System.exit(new FxCommand().run());
    }
}
