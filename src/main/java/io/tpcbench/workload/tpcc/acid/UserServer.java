package io.tpcbench.workload.tpcc.acid;

import io.tpcbench.workload.AcidSetup;

/** The props' server, crashed and started by the user's commands ({@code acidServerCrash}, {@code acidServerStart}). */
record UserServer(ServerCommand crashing, ServerCommand starting) implements AcidSetup.Server {
    UserServer(AcidOptions options) {
        this(
                new ServerCommand("acidServerCrash", options.crash()),
                new ServerCommand("acidServerStart", options.start()));
    }

    @Override
    public String describe() {
        return "the server, crashed by acidServerCrash: " + crashing.command();
    }

    @Override
    public void crash() throws InterruptedException, Conflict.Stuck {
        crashing.run();
    }

    @Override
    public void start() throws InterruptedException, Conflict.Stuck {
        starting.run();
    }
}
