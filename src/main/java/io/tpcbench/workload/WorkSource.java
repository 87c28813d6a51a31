package io.tpcbench.workload;

/** A terminal's source of work: the next transaction or query it runs, with its input drawn. */
public interface WorkSource {
    Work next();
}
