package io.tpcbench.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md's rules held by the product's classes (main only, never the tests). Each test checks one rule
 * of {@link ArchitectureRules}; ArchitectureRulesBreakTest shows each one fails when broken on purpose.
 *
 * <p>Issue 35 is the refactor these rules wait for. On main at e1094a5, before it lands, 6 of the 17 fail:
 *
 * <ul>
 *   <li>{@code config} (1): {@code config.TransactionType} implements {@code workload.Kind};
 *   <li>{@code workload} (13): {@code Workload.mergePart} and {@code WorkloadRun.summaryPart}/{@code windowStarts}
 *       take and return {@code report.RunSummary}, {@code SummaryBuilder.WorkloadPart}, {@code metrics.RunStats},
 *       {@code metrics.LatencyTotals}; the registry {@code workload.Workloads} (not yet in cli) names the four
 *       workloads;
 *   <li>{@code load} (43): TPC-C's generators ({@code Loader}, {@code WarehouseGenerator}, {@code ItemGenerator},
 *       {@code LoadContext}, the text sources) use {@code workload.tpcc.random};
 *   <li>{@code driver} (3): {@code driver.Seating} uses {@code workload.tpcc.tx.Home};
 *   <li>{@code engineNamesNoWorkload} (50): the load, driver and registry dependencies above;
 *   <li>{@code noCycles} (180 cycles; ArchUnit lists the first 100): the upward edges config -> workload,
 *       workload -> metrics and report, workload -> the four implementations (the registry), load and driver ->
 *       workload.tpcc close them.
 * </ul>
 */
class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages(ArchitectureRules.PRODUCT);
    private static final ArchitectureRules RULES = new ArchitectureRules(ArchitectureRules.PRODUCT);

    private static void check(String rule) {
        RULES.all.get(rule).check(MAIN);
    }

    @Test
    void configUsesNoLayer() {
        check("config");
    }

    @Test
    void dbUsesConfigOnly() {
        check("db");
    }

    @Test
    void schemaUsesConfigOnly() {
        check("schema");
    }

    @Test
    void genUsesNoLayer() {
        check("gen");
    }

    @Test
    void workloadBoundaryUsesOnlyWhatIsBelowIt() {
        check("workload");
    }

    @Test
    void metricsUsesOnlyWhatIsBelowIt() {
        check("metrics");
    }

    @Test
    void loadUsesOnlyWhatIsBelowIt() {
        check("load");
    }

    @Test
    void reportUsesOnlyWhatIsBelowIt() {
        check("report");
    }

    @Test
    void driverUsesOnlyWhatIsBelowIt() {
        check("driver");
    }

    @Test
    void implementationsDoNotUseCli() {
        check("implementationsDoNotUseCli");
    }

    @Test
    void everyClassIsInALayer() {
        check("everyClassIsInALayer");
    }

    @Test
    void noCyclesBetweenTopLevelPackages() {
        check("noCycles");
    }

    @Test
    void engineNamesNoWorkloadButInTheRegistry() {
        check("engineNamesNoWorkload");
    }

    @Test
    void nothingUsesCli() {
        check("nothingUsesCli");
    }

    @Test
    void onlyMainExits() {
        check("onlyMainExits");
    }

    @Test
    void staticFieldsAreFinal() {
        check("staticFieldsAreFinal");
    }

    @Test
    void staticFinalFieldsHoldNoMutableState() {
        check("staticFinalFieldsHoldNoMutableState");
    }
}
