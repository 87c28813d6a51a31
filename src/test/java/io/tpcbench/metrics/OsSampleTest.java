package io.tpcbench.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tpcbench.config.OsCollectorConfig;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Rates between two readings of /proc, as the kernel writes the files (proc(5)). */
class OsSampleTest {
    private static final OsDevices DEFAULTS =
            OsDevices.of(new OsCollectorConfig(true, 1, Optional.empty(), List.of(), List.of()));

    /** One reading: uptime, the cpu line (user nice system idle iowait irq softirq steal), diskstats, net/dev. */
    private static String reading(
            double uptime,
            long user,
            long system,
            long idle,
            long iowait,
            long steal,
            long sdaSectorsRead,
            long sdaSectorsWritten,
            long eth0Rx,
            long eth0Tx) {
        return uptime + " 1000.00\n"
                + "cpu  " + user + " 0 " + system + " " + idle + " " + iowait + " 0 0 " + steal + " 0 0\n"
                + "cpu0 1 2 3 4 5 6 7 8 9 10\n"
                + "intr 12345 1 2 3\nctxt 999\nbtime 1700000000\nprocs_running 2\n"
                + "   8       0 sda 100 0 " + sdaSectorsRead + " 5 200 0 " + sdaSectorsWritten + " 9 0 7 14 0 0 0 0\n"
                + "   8       1 sda1 100 0 " + sdaSectorsRead + " 5 200 0 " + sdaSectorsWritten + " 9 0 7 14 0 0 0 0\n"
                + "   7       0 loop0 5 0 4096 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n"
                + "Inter-|   Receive                                                |  Transmit\n"
                + " face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop\n"
                + "    lo: 99999999 10 0 0 0 0 0 0 99999999 10 0 0 0 0 0 0\n"
                + "  eth0: " + eth0Rx + " 10 0 0 0 0 0 0 " + eth0Tx + " 10 0 0 0 0 0 0\n";
    }

    @Test
    void ratesOverTheUptimeBetweenTwoReadings() {
        ProcSnapshot a = ProcSnapshot.parse(reading(100.0, 1000, 500, 8000, 100, 0, 2048, 4096, 10_240, 20_480));
        // 2 s later: 400 jiffies in all, 200 user, 100 system, 50 idle, 40 iowait, 10 steal
        ProcSnapshot b = ProcSnapshot.parse(
                reading(102.0, 1200, 600, 8050, 140, 10, 2048 + 4096, 4096 + 8192, 10_240 + 204_800, 20_480 + 102_400));
        OsSample s = OsSample.between(a, b, DEFAULTS, 5000, 1_700_000_005_000L);
        assertEquals(50.0, s.cpuUserPct(), 1e-9);
        assertEquals(25.0, s.cpuSystemPct(), 1e-9);
        assertEquals(12.5, s.cpuIdlePct(), 1e-9);
        assertEquals(10.0, s.cpuIowaitPct(), 1e-9);
        assertEquals(2.5, s.cpuStealPct(), 1e-9);
        // sda only: its partition and loop0 would count the same I/O twice
        assertEquals(4096 * 512 / 1024.0 / 2, s.diskReadKBps(), 1e-9);
        assertEquals(8192 * 512 / 1024.0 / 2, s.diskWriteKBps(), 1e-9);
        // eth0 only: loopback is not the host's network
        assertEquals(100.0, s.netRxKBps(), 1e-9);
        assertEquals(50.0, s.netTxKBps(), 1e-9);
        assertEquals(
                "5000,1700000005000,50.00,25.00,10.00,2.50,12.50,1024.0,2048.0,0.0,0.0,100.0,50.0,0.0,0.00",
                s.csvRow());
    }

    /** Uptime, a cpu line, and two disks with their I/Os, milliseconds reading and writing, and milliseconds busy. */
    private static String disks(double uptime, long sdaIos, long sdaIoMs, long sdaBusyMs, long sdbBusyMs) {
        return uptime + " 1000.00\n" + "cpu  1 0 1 1 0 0 0 0 0 0\n"
                + "   8       0 sda " + sdaIos + " 0 0 " + sdaIoMs + " " + sdaIos + " 0 0 " + sdaIoMs + " 0 "
                + sdaBusyMs + " 0\n"
                + "   8      16 sdb 0 0 0 0 0 0 0 0 0 " + sdbBusyMs + " 0\n";
    }

    @Test
    void utilIsTheBusiestDisksAndAwaitTheMeanTimeOfAnIo() {
        ProcSnapshot a = ProcSnapshot.parse(disks(10.0, 100, 1000, 500, 0));
        // 2 s later: sda did 50 reads and 50 writes taking 400 ms each way and was busy 900 ms; sdb busy 1,500 ms
        ProcSnapshot b = ProcSnapshot.parse(disks(12.0, 150, 1400, 1400, 1500));
        OsSample s = OsSample.between(a, b, DEFAULTS, 0, 0);
        assertEquals(75.0, s.diskUtilPct(), 1e-9, "sdb, busy 1.5 s of 2");
        assertEquals(8.0, s.diskAwaitMs(), 1e-9, "800 ms over 100 I/Os");
    }

    @Test
    void namedDevicesAreTheOnlyOnesCounted() {
        OsDevices loopOnly =
                OsDevices.of(new OsCollectorConfig(true, 1, Optional.empty(), List.of("sda1"), List.of("lo")));
        ProcSnapshot a = ProcSnapshot.parse(reading(10.0, 1, 1, 1, 0, 0, 0, 0, 0, 0));
        ProcSnapshot b = ProcSnapshot.parse(reading(11.0, 2, 2, 2, 0, 0, 1024, 0, 1024, 0));
        OsSample s = OsSample.between(a, b, loopOnly, 0, 0);
        assertEquals(512.0, s.diskReadKBps(), 1e-9);
        assertEquals(0.0, s.netRxKBps(), 1e-9, "lo's counters did not move; eth0 is not counted");
    }

    @Test
    void noTimeBetweenReadingsGivesNoSample() {
        ProcSnapshot a = ProcSnapshot.parse(reading(10.0, 1, 1, 1, 0, 0, 0, 0, 0, 0));
        assertNull(OsSample.between(a, a, DEFAULTS, 0, 0));
    }

    @Test
    void aReadingWithoutTheCpuLineIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ProcSnapshot.parse("12.00 3.00\n"));
    }
}
