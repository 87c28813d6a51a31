package io.tpcbench.workload.sysbench;

import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import org.apache.commons.rng.sampling.distribution.RejectionInversionZipfSampler;
import org.apache.commons.rng.sampling.distribution.SharedStateDiscreteSampler;

/**
 * One terminal's random numbers as sysbench 1.0.20 draws them (sb_rand.c): {@code uniform} for
 * the table of a statement group, {@link #next} ({@code --rand-type}, special by default) for ids
 * and k, and the digit strings of c and pad. The shapes and parameters are sysbench's; the
 * generator underneath is this terminal's own stream (sysbench's is per thread too).
 */
final class SbRandom {
    /** sysbench's {@code --rand-type}; zipfian is sysbench 1.1's (rejection-inversion, {@code rand_zipfian_exp}). */
    enum Type {
        UNIFORM,
        GAUSSIAN,
        SPECIAL,
        PARETO,
        ZIPFIAN;

        static Optional<Type> parse(String name) {
            for (Type t : values()) {
                if (t.name().toLowerCase(Locale.ROOT).equals(name.strip().toLowerCase(Locale.ROOT))) {
                    return Optional.of(t);
                }
            }
            return Optional.empty();
        }
    }

    private final SplittableRandom random;
    private final SysbenchOptions o;
    private final double resMult;
    private final double paretoPower;
    private SharedStateDiscreteSampler zipf;
    private long zipfRange;

    SbRandom(SplittableRandom random, SysbenchOptions options) {
        this.random = random;
        this.o = options;
        this.resMult = 100.0 / (100.0 - options.randSpecRes());
        this.paretoPower = Math.log(options.randParetoH()) / Math.log(1 - options.randParetoH());
    }

    /** A double in [0, 1). */
    double unit() {
        return random.nextDouble();
    }

    /** sysbench.rand.uniform(a, b). */
    long uniform(long a, long b) {
        return a + (long) (unit() * (b - a + 1));
    }

    /** sysbench.rand.default(a, b): the {@code rand_type} distribution over [a, b]. */
    long next(long a, long b) {
        return switch (o.randType()) {
            case UNIFORM -> uniform(a, b);
            case GAUSSIAN -> gaussian(a, b);
            case SPECIAL -> special(a, b);
            case PARETO -> a + (long) ((b - a + 1) * Math.pow(unit(), paretoPower));
            case ZIPFIAN -> zipfian(a, b);
        };
    }

    /** The mean of {@code rand_spec_iter} uniform draws over the range. */
    private long gaussian(long a, long b) {
        double t = b - a + 1;
        double sum = 0;
        for (int i = 0; i < o.randSpecIter(); i++) {
            sum += unit() * t;
        }
        return a + (long) (sum / o.randSpecIter());
    }

    /**
     * sysbench's default: {@code rand_spec_res}% of the draws fall in the {@code rand_spec_pct}%
     * of the range around its middle, the rest are gaussian over the whole range.
     */
    private long special(long a, long b) {
        double t = b - a;
        double rnd = unit();
        if (rnd * (t * resMult) < t) {
            double sum = 0;
            for (int i = 0; i < o.randSpecIter(); i++) {
                sum += unit();
            }
            return (long) (sum * t / o.randSpecIter() + a);
        }
        double d = t * o.randSpecPct() / 100.0;
        double res = rnd * (d + 1) + (t * 0.5 - t * o.randSpecPct() / 200.0);
        return a + (long) res;
    }

    private long zipfian(long a, long b) {
        long n = b - a + 1;
        if (zipf == null || zipfRange != n) {
            zipf = RejectionInversionZipfSampler.of(
                    random::nextLong, (int) Math.min(Integer.MAX_VALUE, n), o.randZipfianExp());
            zipfRange = n;
        }
        return a + zipf.sample() - 1;
    }

    /** sysbench.rand.string: every {@code #} a digit, every other character kept. */
    String string(String template) {
        char[] out = template.toCharArray();
        for (int i = 0; i < out.length; i++) {
            if (out[i] == '#') {
                out[i] = (char) ('0' + (int) (unit() * 10));
            }
        }
        return new String(out);
    }
}
