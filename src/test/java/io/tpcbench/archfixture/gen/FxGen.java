package io.tpcbench.archfixture.gen;

public final class FxGen {
    public int next() {
        return 4;
    }
}
