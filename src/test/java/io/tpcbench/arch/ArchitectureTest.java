package io.tpcbench.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md's rules held by the product's classes (main only, never the tests). Each test checks one rule
 * of {@link ArchitectureRules}; ArchitectureRulesBreakTest shows each one fails when broken on purpose.
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
