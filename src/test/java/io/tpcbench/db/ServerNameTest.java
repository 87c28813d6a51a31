package io.tpcbench.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ServerNameTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            nullValues = "NULL",
            value = {
                "10.11.19-MariaDB-0+deb12u1 | Debian 12 | MariaDB 10.11.19",
                "5.5.5-10.11.19-MariaDB-0+deb12u1 | NULL | MariaDB 10.11.19",
                "11.4.5-MariaDB-log | mariadb.org binary distribution | MariaDB 11.4.5",
                "8.0.36 | MySQL Community Server - GPL | MySQL 8.0.36",
                "8.0.36-0ubuntu0.22.04.1 | (Ubuntu) | MySQL 8.0.36",
                "9.1.0-commercial | MySQL Enterprise Server - Commercial | MySQL 9.1.0",
                "8.0.35-27 | Percona Server (GPL), Release 27, Revision 2f8eeab2 | Percona Server 8.0.35-27",
                "8.0.11-TiDB-v7.5.0 | TiDB Server (Apache License 2.0) Community Edition, MySQL 8.0 compatible"
                        + " | TiDB 7.5.0",
                "5.7.25-TiDB-v6.5.3 | TiDB Server | TiDB 6.5.3",
                "5.7.25-OceanBase-v4.2.1.0 | OceanBase 4.2.1.0 (r100000182023121414) | OceanBase 4.2.1.0",
                "5.7.25-OceanBase_CE-v4.3.5.0 | OceanBase_CE 4.3.5.0 | OceanBase CE 4.3.5.0",
                "5.6.29-TDDL-5.4.19-20240320 | NULL | PolarDB-X 5.4.19",
                "8.0.32 | Source distribution | MySQL 8.0.32",
                "SomeServer | its own | SomeServer (its own)",
                "NULL | NULL | unknown",
            })
    void namesTheServerAsItNamesItself(String version, String comment, String name) {
        assertEquals(name, ServerName.of(version, comment));
    }
}
