package io.tpcbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tpcbench.config.PropsSource;
import io.tpcbench.config.Secret;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a driver machine is given: props and overrides as lines, the password apart, whichever key held it. */
class DriverPropsTest {
    @Test
    void thePasswordKeysStayHereAndPasswordFileNamesTheFileWrittenThere() {
        PropsSource source = PropsSource.parse(
                "t",
                List.of("conn=jdbc:mysql://h/tpcc", "passwordEnv=PW", "warehouses 2"),
                List.of("password=ignored-here", "terminals=4"));
        DriverProps props = DriverProps.of(source, new Secret("the-password"));
        assertEquals(
                "conn=jdbc:mysql://h/tpcc\nwarehouses=2\nterminals=4\npasswordFile=/tmp/d/password\n",
                props.text("/tmp/d/password"));
        assertEquals("the-password", props.password().value());
    }

    @Test
    void withoutAPasswordNoPasswordFileIsNamed() {
        DriverProps props = DriverProps.of(
                PropsSource.parse("t", List.of("conn=jdbc:mysql://h/tpcc", "password="), List.of()), new Secret(""));
        assertEquals("conn=jdbc:mysql://h/tpcc\n", props.text("/tmp/d/password"));
    }
}
