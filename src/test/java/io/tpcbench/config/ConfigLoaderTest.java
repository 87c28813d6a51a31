package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tpcbench.TestConfigs;
import io.tpcbench.config.ConfigLoader.Purpose;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One test per configuration rule; each asserts the message the user sees. */
class ConfigLoaderTest {
    private static final List<String> BASE =
            List.of("conn=jdbc:mysql://127.0.0.1:3306/tpcc", "warehouses=2", "terminals=4", "runMins=1");

    private static TpcConfig load(Purpose purpose, String... extra) {
        List<String> lines = new ArrayList<>(BASE);
        return TestConfigs.load(PropsSource.parse("t", lines, Arrays.asList(extra)), purpose);
    }

    private static TpcConfig load(String... extra) {
        return load(Purpose.RUN, extra);
    }

    private static List<String> problems(String... extra) {
        return assertThrows(ConfigException.class, () -> load(extra)).problems();
    }

    private static void assertProblem(String expected, String... extra) {
        List<String> problems = problems(extra);
        assertTrue(problems.contains(expected), "expected <" + expected + "> in " + problems);
    }

    @Test
    void validConfigHasDefaults() {
        TpcConfig c = load();
        assertEquals(4, c.build().loadWorkers());
        assertTrue(c.defaulted().contains("loadWorkers"));
        assertFalse(c.defaulted().contains("warehouses"));
    }

    @Test
    void unknownKeySuggestsTheClosestKnownKey() {
        assertProblem("unknown key 'terminls': did you mean 'terminals'?", "terminls=4");
        assertProblem("unknown key 'newOrderWieght': did you mean 'newOrderWeight'?", "newOrderWieght=45");
    }

    @Test
    void theWorkloadsKeysComeAfterTheEnginesInTheEcho() {
        List<String> keys = List.copyOf(load().effective().keySet());
        assertTrue(keys.indexOf("embeddedPort") < keys.indexOf("newOrderWeight"), keys.toString());
        assertTrue(keys.contains("maxDeliveryBGThreads"), keys.toString());
    }

    @Test
    void anotherWorkloadIgnoresTpccsBenchmarkSqlKeys() {
        TpcConfig c = load(
                "workload=oltp_read_write",
                "newOrderWeight=44.4",
                "terminalWarehouseFixed=false",
                "maxDeliveryBGPerWarehouse=1");
        assertFalse(c.effective().containsKey("newOrderWeight"));
        assertFalse(c.effective().containsKey("warehouses"));
        assertEquals(
                List.of("maxDeliveryBGPerWarehouse is a BenchmarkSQL key tpcbench does not implement yet; it is"
                        + " ignored"),
                c.warnings());
        assertProblem(
                "key 'deliveryResults' belongs to workload tpcc, not to workload=oltp_read_write",
                "workload=oltp_read_write",
                "deliveryResults=true");
        assertEquals(
                List.of(),
                load("workload=oltp_read_write", "warehouses=ten", "useWarehouseFrom=2")
                        .warnings());
        assertProblem(
                "key 'runWarehouseFrom' belongs to workload tpcc, not to workload=oltp_read_write",
                "workload=oltp_read_write",
                "runWarehouseFrom=1");
    }

    @Test
    void unknownKeyWithoutCloseMatchPointsToTheDocs() {
        assertProblem("unknown key 'zzzzzzzzzzzz' (see docs/properties.md for every key)", "zzzzzzzzzzzz=1");
    }

    @Test
    void missingConn() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(PropsSource.parse("t", List.of("warehouses=1"), List.of()), Purpose.BUILD));
        assertEquals(
                List.of("conn is missing: set the JDBC URL, e.g. conn=jdbc:mysql://127.0.0.1:3306/tpcc"), e.problems());
    }

    @Test
    void malformedUrl() {
        assertProblem(
                "conn=postgres://x is not a MySQL JDBC URL: it must look like jdbc:mysql://HOST:PORT/DATABASE",
                "conn=postgres://x");
    }

    @Test
    void malformedUrlMessageMasksThePassword() {
        List<String> problems = problems("conn=jdbc:oracle:thin:@h?password=hunter2");
        assertFalse(problems.toString().contains("hunter2"), problems.toString());
    }

    @Test
    void loadWorkersMustBePositive() {
        assertProblem("loadWorkers=0 is out of range: it must be from 1 to 1024", "loadWorkers=0");
    }

    @Test
    void terminalsMustBePositive() {
        assertProblem("terminals=-1 is out of range: it must be from 1 to 1000000", "terminals=-1");
    }

    @Test
    void atMostTenTerminalsPerWarehouse() {
        assertProblem(
                "terminals=21 is more than 10 per warehouse (warehouses=2 allows at most 20;"
                        + " maxTerminalsPerWarehouse=0 lifts the limit, outside TPC-C's terminal model)",
                "terminals=21");
    }

    @Test
    void runMinsAndRunTxnsBothSet() {
        assertProblem(
                "runMins=1 and runTxnsPerTerminal=10: exactly one of them must be non-zero", "runTxnsPerTerminal=10");
    }

    @Test
    void runMinsAndRunTxnsNeitherSet() {
        assertProblem("runMins=0 and runTxnsPerTerminal=0: exactly one of them must be non-zero", "runMins=0");
    }

    @Test
    void runLengthIsNotRequiredToBuild() {
        assertEquals(0.0, load(Purpose.BUILD, "runMins=0").run().window().runMins());
    }

    @Test
    void decimalRunMinsAreAllowed() {
        assertEquals(0.5, load("runMins=0.5").run().window().runMins());
    }

    @Test
    void rampupMustNotBeNegative() {
        assertProblem("rampupMins=-1 is out of range: it must be from 0 to 1000000", "rampupMins=-1");
    }

    @Test
    void booleanMustBeTrueOrFalse() {
        assertProblem("resultCsv=maybe is not true or false", "resultCsv=maybe");
    }

    @Test
    void seedMustBeANumber() {
        assertProblem("seed=abc is not a whole number", "seed=abc");
    }

    @Test
    void seedIsOptional() {
        assertTrue(load().build().seed().isEmpty());
        assertEquals(42L, load("seed=42").build().seed().getAsLong());
    }

    @Test
    void textCorpusMustBeAReadableFile() {
        assertProblem("textCorpus=/no/such/corpus.txt is not a readable file", "textCorpus=/no/such/corpus.txt");
    }

    @Test
    void onlyTheMysqlFamilyIsSupported() {
        assertProblem(
                "db=postgres is not supported: tpcbench drives MySQL-family databases, use db=mysql", "db=postgres");
    }

    @Test
    void unknownDriverIsRejected() {
        assertProblem(
                "driver=org.postgresql.Driver is not supported: use com.mysql.cj.jdbc.Driver" + " (MySQL Connector/J)",
                "driver=org.postgresql.Driver");
    }

    @Test
    void legacyDriverNameIsAcceptedWithAWarning() {
        TpcConfig c = load("driver=com.mysql.jdbc.Driver");
        assertEquals("com.mysql.cj.jdbc.Driver", c.db().driverClass());
        assertEquals(
                List.of("driver=com.mysql.jdbc.Driver is the pre-8.0 name; using com.mysql.cj.jdbc.Driver"),
                c.warnings());
    }

    @Test
    void benchmarkSqlKeysNotYetImplementedAreWarnings() {
        TpcConfig c = load("sutThreads=8");
        assertEquals(
                List.of("sutThreads is a BenchmarkSQL key tpcbench does not implement yet; it is ignored"),
                c.warnings());
    }

    @Test
    void endpointsReplaceTheHostOfConn() {
        TpcConfig c = load("endpoints=10.0.0.1:4000, 10.0.0.2:4000,tidb-3");
        assertEquals(List.of("10.0.0.1:4000", "10.0.0.2:4000", "tidb-3"), c.db().endpoints());
        DbConfig second = c.db().forEndpoint("10.0.0.2:4000");
        assertEquals(c.db().jdbcUrl().replace(c.db().urlHost(), "10.0.0.2:4000"), second.jdbcUrl());
        assertEquals(List.of(), second.endpoints());
    }

    @Test
    void endpointsMustBeHostOrHostPort() {
        assertProblem(
                "endpoints=a:1:2: 'a:1:2' is not host or host:port (e.g. endpoints=10.0.0.1:3306,10.0.0.2:3306)",
                "endpoints=a:1:2");
    }

    @Test
    void anEndpointTwiceIsAProblem() {
        assertProblem("endpoints=h:1,h:1 names h:1 twice", "endpoints=h:1,h:1");
    }

    @Test
    void dataNodesAreHostPortsAndLoadingIntoThemNeedsThem() {
        TpcConfig c = load("sharding=spider", "dataNodes=10.0.0.2:3306, 10.0.0.3", "loadInto=dataNodes");
        assertEquals(List.of("10.0.0.2:3306", "10.0.0.3"), c.build().dataNodes());
        assertTrue(c.build().loadIntoDataNodes());
        assertFalse(load().build().loadIntoDataNodes());
        assertProblem(
                "dataNodes=n:1 x: 'n:1 x' is not host or host:port (e.g. dataNodes=10.0.0.1:3306,10.0.0.2:3306)",
                "dataNodes=n:1 x");
        assertProblem(
                "loadInto=dataNodes needs dataNodes=host:port,... (the data nodes of sharding=spider)",
                "loadInto=dataNodes");
        assertProblem("loadInto=nodes is not one of head, dataNodes", "loadInto=nodes");
    }

    @Test
    void osCollectorScriptIsNotRunButSaysWhatCollectsInstead() {
        TpcConfig c = load("osCollectorScript=./misc/os_collector_linux.py");
        assertEquals(
                List.of("osCollectorScript is not run: tpcbench reads the OS metrics from /proc itself"
                        + " (osCollector=true, osCollectorSSHAddr for the database host)"),
                c.warnings());
        assertTrue(c.run().output().osCollector().enabled());
    }

    @Test
    void osCollectorDevicesInBenchmarkSqlForm() {
        TpcConfig c = load(
                "osCollectorDevices=net_eth0 blk_sda blk_nvme0n1",
                "osCollectorInterval=0.5",
                "osCollectorSSHAddr=tpcc@db1");
        assertEquals(List.of("sda", "nvme0n1"), c.run().output().osCollector().disks());
        assertEquals(List.of("eth0"), c.run().output().osCollector().nets());
        assertEquals(500, c.run().output().osCollector().intervalMillis());
        assertEquals(Optional.of("tpcc@db1"), c.run().output().osCollector().sshAddress());
    }

    @Test
    void osCollectorDeviceWithoutPrefixIsAProblem() {
        assertProblem(
                "osCollectorDevices=eth0: 'eth0' is neither blk_DEVICE nor net_INTERFACE"
                        + " (e.g. osCollectorDevices=net_eth0 blk_sda)",
                "osCollectorDevices=eth0");
    }

    @Test
    void osCollectorDeviceNameThatIsNoDeviceIsAProblem() {
        assertProblem(
                "osCollectorDevices=net_-x blk_a;b: '-x' is not a device name (letters, digits, '.', '_', ':',"
                        + " '@' and '-', not first)",
                "osCollectorDevices=net_-x blk_a;b");
        assertEquals(2, problems("osCollectorDevices=net_-x blk_a;b").size());
    }

    @Test
    void osCollectorSshAddrThatSshWouldTakeAsAnOptionIsAProblem() {
        assertProblem(
                "osCollectorSSHAddr=-oProxyCommand=id is not [user@]host (letters, digits, '.', '_' and '-', not"
                        + " first; e.g. tpcc@db1): ssh would take it as an option",
                "osCollectorSSHAddr=-oProxyCommand=id");
    }

    @Test
    void driverKeysAreCheckedWithTheOthers() {
        List<String> problems = problems("drivers=-vv", "sshOptions=-v evil", "driverHome=opt", "terminals=0");
        assertEquals(4, problems.size(), problems.toString());
        assertTrue(
                problems.contains("driverHome=opt is not an absolute path (e.g. /opt/tpcbench)"), problems.toString());
    }

    @Test
    void osCollectorIntervalBelowATenthOfASecondIsAProblem() {
        assertTrue(
                problems("osCollectorInterval=0.01").stream().anyMatch(p -> p.startsWith("osCollectorInterval=0.01")),
                problems("osCollectorInterval=0.01").toString());
    }

    @Test
    void dataSourceKeysPassThrough() {
        TpcConfig c = load("dataSource.cachePrepStmts=true");
        assertEquals("true", c.db().dataSourceProps().get("cachePrepStmts"));
    }

    @Test
    void embeddedDerivesConnWhenMissing() {
        TpcConfig c = TestConfigs.load(
                PropsSource.parse("t", List.of("warehouses=1", "embedded=true", "embeddedPort=3999"), List.of()),
                Purpose.BUILD);
        assertEquals("jdbc:mysql://127.0.0.1:3999/tpcc", c.db().jdbcUrl());
    }

    @Test
    void embeddedPortMustBeAPort() {
        assertProblem("embeddedPort=70000 is out of range: it must be from 1 to 65535", "embeddedPort=70000");
    }

    @Test
    void passwordFromAnEnvironmentVariable() {
        TpcConfig c = TestConfigs.load(
                PropsSource.parse("t", BASE, List.of("passwordEnv=TPCC_PW")),
                Purpose.RUN,
                name -> name.equals("TPCC_PW") ? "from-env" : null);
        assertEquals("from-env", c.db().password().value());
        assertFalse(ConfigPrinter.asProperties(c).contains("from-env"));
    }

    @Test
    void passwordEnvironmentVariableMustBeSet() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(
                        PropsSource.parse("t", BASE, List.of("passwordEnv=NOPE")), Purpose.RUN, name -> null));
        assertEquals(List.of("passwordEnv=NOPE: the environment variable NOPE is not set"), e.problems());
    }

    @Test
    void passwordFromTheFirstLineOfAFile(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("pw"), "from-file\nignored\n");
        assertEquals("from-file", load("passwordFile=" + f).db().password().value());
    }

    @Test
    void unreadablePasswordFile() {
        assertProblem("passwordFile=/no/such/pw cannot be read (NoSuchFileException)", "passwordFile=/no/such/pw");
    }

    @Test
    void onlyOnePasswordSource() {
        assertProblem("password, passwordEnv and passwordFile: set only one of them", "password=x", "passwordEnv=Y");
    }

    @Test
    void theUserAndPasswordOfConnsParametersAreUsedWhenThePropsSetNone() {
        TpcConfig c = load("conn=jdbc:mysql://127.0.0.1:3306/tpcc?User=app&PassWord=app-pw");
        assertEquals("app", c.db().user());
        assertEquals("app-pw", c.db().password().value());
        assertTrue(ConfigPrinter.asProperties(c).contains("user=app\n"), "run.properties says who connected");
        assertFalse(c.defaulted().contains("user"));
    }

    @Test
    void theUserInfoOfConnIsUsedDecodedAndPassword1IsThePassword() {
        TpcConfig c = load("conn=jdbc:mysql://app:p%40ss+1@127.0.0.1:3306/tpcc");
        assertEquals("app", c.db().user());
        assertEquals("p@ss 1", c.db().password().value());
        assertEquals(
                "mfa-1",
                load("conn=jdbc:mysql://127.0.0.1/tpcc?password1=mfa-1")
                        .db()
                        .password()
                        .value());
    }

    @Test
    void theSameUserAndPasswordInBothPlacesAreAccepted() {
        TpcConfig c = load("conn=jdbc:mysql://127.0.0.1/tpcc?user=app&password=pw", "user=app", "password=pw");
        assertEquals("app", c.db().user());
        assertEquals("pw", c.db().password().value());
    }

    @Test
    void aUserKeyThatDiffersFromConnsUserIsRefused() {
        assertProblem(
                "user=root and conn's user=app differ: name the user once, in the user key or in conn",
                "conn=jdbc:mysql://127.0.0.1/tpcc?user=app",
                "user=root");
        assertProblem(
                "user=root and conn's app@host differ: name the user once, in the user key or in conn",
                "conn=jdbc:mysql://app@127.0.0.1/tpcc",
                "user=root");
    }

    @Test
    void aPasswordThatDiffersFromConnsIsRefusedNamingBothKeysButNeitherValue() {
        List<String> problems = problems("conn=jdbc:mysql://127.0.0.1/tpcc?password=in-url-pw", "password=props-pw");
        assertEquals(
                List.of("password and conn's password= give different passwords: give the password once, in"
                        + " password, passwordEnv or passwordFile, or in conn"),
                problems);
    }

    @Test
    void aPasswordEnvOrFileThatDiffersFromConnsIsRefused() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(
                        PropsSource.parse(
                                "t", BASE, List.of("conn=jdbc:mysql://u:in-url-pw@127.0.0.1/tpcc", "passwordEnv=PW")),
                        Purpose.RUN,
                        name -> "env-pw"));
        assertEquals(
                List.of("passwordEnv and conn's user:password@host give different passwords: give the password"
                        + " once, in password, passwordEnv or passwordFile, or in conn"),
                e.problems());
    }

    @Test
    void connGivingTwoDifferentPasswordsIsRefused() {
        assertProblem(
                "conn gives two different passwords (user:password@host, password1=): give the password once",
                "conn=jdbc:mysql://u:one-pw@127.0.0.1/tpcc?password1=other-pw");
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        List<String> problems = problems("warehouses=0", "loadWorkers=0", "terminls=1", "newOrderWeight=50");
        assertTrue(problems.size() >= 4, problems.toString());
        ConfigException e = assertThrows(ConfigException.class, () -> load("warehouses=0", "loadWorkers=0"));
        assertTrue(e.getMessage().startsWith("2 problems in the configuration:"), e.getMessage());
    }

    @Test
    void syntaxProblemsAreReportedWithTheRest() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TestConfigs.load(
                        PropsSource.parse(
                                "f", List.of("conn=jdbc:mysql://h/d", "warehouses=1", "warehouses=2"), List.of()),
                        Purpose.BUILD));
        assertEquals(List.of("f line 3: key 'warehouses' is set twice"), e.problems());
    }

    @Test
    void startAtIsEmptyByDefault() {
        assertTrue(load().run().window().startAt().isEmpty());
    }

    @Test
    void startAtMustBeATime() {
        assertProblem("startAt=soon is not a time: write it as " + StartAt.FORMS, "startAt=soon");
        assertEquals(
                Instant.parse("2026-11-23T14:30:00Z"),
                load("startAt=2026-11-23T14:30:00Z").run().window().startAt().orElseThrow());
    }

    @Test
    void clusterKeysHaveDefaults() {
        ClusterConfig c = load().run().cluster();
        assertEquals(ClusterConfig.OneTripCommit.AUTO, c.oneTripCommit());
        assertEquals(10, c.txnRetrySecs());
        assertEquals(30, c.drainSecs());
        assertTrue(c.partitionAffinity());
        assertTrue(c.retryErrorCodes().isEmpty());
        assertEquals(
                Set.of(4012, 5012),
                load("retryErrorCodes=4012, 5012").run().cluster().retryErrorCodes());
        assertEquals(
                ClusterConfig.OneTripCommit.OFF,
                load("oneTripCommit=false").run().cluster().oneTripCommit());
        assertFalse(load("endpointAffinity=roundrobin").run().cluster().partitionAffinity());
    }

    @Test
    void oneTripCommitIsAutoTrueOrFalse() {
        assertProblem("oneTripCommit=maybe is not one of auto, true, false", "oneTripCommit=maybe");
    }

    @Test
    void endpointAffinityIsWarehouseOrRoundRobin() {
        assertProblem("endpointAffinity=random is not one of warehouse, roundrobin", "endpointAffinity=random");
    }

    @Test
    void retryErrorCodesAreNumbers() {
        assertProblem(
                "retryErrorCodes=4012,x: 'x' is not an error code (a positive number, e.g."
                        + " retryErrorCodes=4012,5012)",
                "retryErrorCodes=4012,x");
    }

    @Test
    void moreTerminalsPerWarehouseOnRequest() {
        assertEquals(
                1920, load("terminals=1920", "maxTerminalsPerWarehouse=0").run().terminals());
        assertEquals(
                64, load("terminals=64", "maxTerminalsPerWarehouse=32").run().terminals());
        assertProblem(
                "terminals=65 is more than 32 per warehouse (warehouses=2 allows at most 64;"
                        + " maxTerminalsPerWarehouse=0 lifts the limit, outside TPC-C's terminal model)",
                "terminals=65",
                "maxTerminalsPerWarehouse=32");
    }
}
