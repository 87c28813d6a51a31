package io.tpcbench.gen;

import java.util.SplittableRandom;

/**
 * The C constants of NURand (TPC-C 2.1.6): one per field, shared by every terminal or loader.
 * The load-time C for C_LAST is stored in bmsql_config so that a run can pick a C-Run obeying
 * clause 2.1.6.1.
 */
public record NURandConstants(int cLast, int cId, int olIId) {

    public NURandConstants {
        check("C for C_LAST", cLast, 255);
        check("C for C_ID", cId, 1023);
        check("C for OL_I_ID", olIId, 8191);
    }

    private static void check(String what, int value, int max) {
        if (value < 0 || value > max) {
            throw new IllegalArgumentException(what + " must be in [0.." + max + "], was " + value);
        }
    }

    /** Constants for populating the database (C-Load). */
    public static NURandConstants forLoad(SplittableRandom rng) {
        return new NURandConstants(rng.nextInt(256), rng.nextInt(1024), rng.nextInt(8192));
    }

    /**
     * Constants for a run: C-Run for C_LAST such that delta = |C-Run - C-Load| lies in [65..119]
     * and is neither 96 nor 112 (TPC-C 2.1.6.1); the others drawn afresh.
     */
    public static NURandConstants forRun(int loadCLast, SplittableRandom rng) {
        int cRun;
        do {
            cRun = rng.nextInt(256);
        } while (!validRunDelta(loadCLast, cRun));
        return new NURandConstants(cRun, rng.nextInt(1024), rng.nextInt(8192));
    }

    public static boolean validRunDelta(int cLoad, int cRun) {
        int delta = Math.abs(cRun - cLoad);
        return delta >= 65 && delta <= 119 && delta != 96 && delta != 112;
    }
}
