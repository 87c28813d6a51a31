package io.tpcbench.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The values that reach ssh and scp: one test per rule, the message asserted. */
class SshValuesTest {
    private static List<String> address(String value) {
        List<String> problems = new ArrayList<>();
        SshValues.address("osCollectorSSHAddr", value, problems);
        return problems;
    }

    private static List<String> options(String value) {
        List<String> problems = new ArrayList<>();
        SshValues.options("sshOptions", value, problems);
        return problems;
    }

    @Test
    void addressesSshTakes() {
        assertEquals(List.of(), address("tpcc@db1"));
        assertEquals(List.of(), address("db-1.example.com"));
        assertEquals(List.of(), address("_svc@[fe80::1]"));
    }

    @Test
    void anAddressStartingWithADashWouldBeAnOption() {
        assertEquals(
                List.of("osCollectorSSHAddr=-oProxyCommand=touch /tmp/x is not [user@]host (letters, digits,"
                        + " '.', '_' and '-', not first; e.g. tpcc@db1): ssh would take it as an option"),
                address("-oProxyCommand=touch /tmp/x"));
        assertEquals(1, address("-v@db1").size());
        assertEquals(1, address("tpcc@-db1").size());
    }

    @Test
    void anAddressWithWhitespaceOrShellCharactersIsRefused() {
        assertEquals(
                List.of("osCollectorSSHAddr=db1;reboot is not [user@]host (letters, digits, '.', '_' and '-',"
                        + " not first; e.g. tpcc@db1)"),
                address("db1;reboot"));
        assertEquals(1, address("db1 db2").size());
        assertEquals(1, address("db1:22").size());
    }

    @Test
    void optionsAndTheirValues() {
        assertEquals(
                List.of(),
                options("-i ~/.ssh/bench -o StrictHostKeyChecking=accept-new -vC -oLogLevel=ERROR"
                        + " -J bastion -F/etc/ssh/bench_config"));
        assertEquals(List.of("-i", "k", "-vC"), SshValues.options("sshOptions", " -i k  -vC ", new ArrayList<>()));
    }

    @Test
    void aWordThatIsNoOptionWouldBeTheHost() {
        assertEquals(
                List.of("sshOptions=-v evil: 'evil' is neither an option nor the value of -c, -F, -i, -J, -o"
                        + " or -S (ssh would take it as the host; a port goes with the host, host:port)"),
                options("-v evil"));
        assertEquals(2, options("-p 2222").size(), "-p is no option of both (scp's port is -P), 2222 no value");
        assertEquals(2, options("-- evil").size());
    }

    @Test
    void anOptionThatRunsACommandHereIsRefused() {
        String why = " would make ssh run a command on this host; use -J (ProxyJump) for a bastion, or a Host entry"
                + " in ~/.ssh/config";
        assertEquals(
                List.of(
                        "sshOptions=-oProxyCommand=nc %h %p: 'ProxyCommand=nc'" + why,
                        "sshOptions=-oProxyCommand=nc"
                                + " %h %p: '%h' is neither an option nor the value of -c, -F, -i, -J, -o or -S (ssh would take it as"
                                + " the host; a port goes with the host, host:port)",
                        "sshOptions=-oProxyCommand=nc %h %p: '%p' is"
                                + " neither an option nor the value of -c, -F, -i, -J, -o or -S (ssh would take it as the host; a port"
                                + " goes with the host, host:port)"),
                options("-oProxyCommand=nc %h %p"));
        assertEquals(
                List.of(
                        "sshOptions=-o LocalCommand=id -o PermitLocalCommand=yes: 'LocalCommand=id'" + why,
                        "sshOptions=-o LocalCommand=id -o PermitLocalCommand=yes: 'PermitLocalCommand=yes'" + why),
                options("-o LocalCommand=id -o PermitLocalCommand=yes"));
        assertEquals(1, options("-vo proxycommand=x").size());
        assertEquals(1, options("-o KnownHostsCommand=x").size());
    }

    @Test
    void aFlagOutsideTheKnownOnesIsRefusedEvenGlued() {
        assertEquals(
                List.of("sshOptions=-I/tmp/evil.so: '-I/tmp/evil.so': -I is not one of the options tpcbench passes"
                        + " on (-4 -6 -C -q -v, and -c -F -i -J -o -S with a value)"),
                options("-I/tmp/evil.so"));
        assertEquals(1, options("-vE/tmp/log").size());
        assertEquals(1, options("-o PKCS11Provider=/tmp/evil.so").size());
        assertEquals(1, options("-oSecurityKeyProvider=/tmp/evil.so").size());
        assertEquals(List.of(), options("-4 -qC -v"));
    }

    @Test
    void anOptionMissingItsValue() {
        assertEquals(List.of("sshOptions=-v -i: its last option -i has no value"), options("-v -i"));
    }

    @Test
    void driverHomeIsAnAbsolutePath() {
        List<String> problems = new ArrayList<>();
        SshValues.home("driverHome", "", problems);
        SshValues.home("driverHome", "/opt/tpcbench", problems);
        assertEquals(List.of(), problems);
        SshValues.home("driverHome", "-x", problems);
        SshValues.home("driverHome", "tpcbench", problems);
        assertEquals(
                List.of(
                        "driverHome=-x is not an absolute path (e.g. /opt/tpcbench)",
                        "driverHome=tpcbench is not an absolute path (e.g. /opt/tpcbench)"),
                problems);
    }
}
