package io.tpcbench.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.EvaluationResult;
import io.tpcbench.archfixture.cli.BreaksEngine;
import io.tpcbench.archfixture.cli.FxCommand;
import io.tpcbench.archfixture.cli.Main;
import io.tpcbench.archfixture.cli.Workloads;
import io.tpcbench.archfixture.config.BreaksConfig;
import io.tpcbench.archfixture.config.BreaksStaticField;
import io.tpcbench.archfixture.config.BreaksStaticHolder;
import io.tpcbench.archfixture.config.FxConfig;
import io.tpcbench.archfixture.db.BreaksDb;
import io.tpcbench.archfixture.db.FxDb;
import io.tpcbench.archfixture.driver.BreaksDriver;
import io.tpcbench.archfixture.driver.BreaksExit;
import io.tpcbench.archfixture.driver.FxDriver;
import io.tpcbench.archfixture.gen.BreaksGen;
import io.tpcbench.archfixture.gen.FxGen;
import io.tpcbench.archfixture.load.BreaksLoad;
import io.tpcbench.archfixture.load.FxLoad;
import io.tpcbench.archfixture.metrics.BreaksMetrics;
import io.tpcbench.archfixture.metrics.FxMetrics;
import io.tpcbench.archfixture.misc.BreaksLayers;
import io.tpcbench.archfixture.report.BreaksNothingUsesCli;
import io.tpcbench.archfixture.report.BreaksReport;
import io.tpcbench.archfixture.report.FxReport;
import io.tpcbench.archfixture.schema.BreaksSchema;
import io.tpcbench.archfixture.schema.FxSchema;
import io.tpcbench.archfixture.workload.BreaksWorkload;
import io.tpcbench.archfixture.workload.FxKind;
import io.tpcbench.archfixture.workload.sysbench.BreaksCycleSysbench;
import io.tpcbench.archfixture.workload.sysbench.BreaksImplementation;
import io.tpcbench.archfixture.workload.sysbench.FxSysbench;
import io.tpcbench.archfixture.workload.tpcc.BreaksCycleTpcc;
import io.tpcbench.archfixture.workload.tpcc.FxTpcc;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each rule of {@link ArchitectureRules} fails when broken on purpose: the same rules over the fixtures under
 * {@code io.tpcbench.archfixture}, laid out like the product's packages. The {@code Fx...} classes keep every rule;
 * adding one {@code Breaks...} class breaks its rule.
 */
class ArchitectureRulesBreakTest {
    private static final ArchitectureRules RULES = new ArchitectureRules("io.tpcbench.archfixture");
    private static final List<Class<?>> KEEPING = List.of(
            FxConfig.class,
            FxDb.class,
            FxSchema.class,
            FxGen.class,
            FxKind.class,
            FxMetrics.class,
            FxLoad.class,
            FxReport.class,
            FxDriver.class,
            FxTpcc.class,
            FxSysbench.class,
            Main.class,
            Workloads.class,
            FxCommand.class);
    /** The rule each fixture breaks; the cycle takes two classes. */
    private static final Map<String, List<Class<?>>> BREAKING = Map.ofEntries(
            Map.entry("config", List.of(BreaksConfig.class)),
            Map.entry("db", List.of(BreaksDb.class)),
            Map.entry("schema", List.of(BreaksSchema.class)),
            Map.entry("gen", List.of(BreaksGen.class)),
            Map.entry("workload", List.of(BreaksWorkload.class)),
            Map.entry("metrics", List.of(BreaksMetrics.class)),
            Map.entry("load", List.of(BreaksLoad.class)),
            Map.entry("report", List.of(BreaksReport.class)),
            Map.entry("driver", List.of(BreaksDriver.class)),
            Map.entry("implementationsDoNotUseCli", List.of(BreaksImplementation.class)),
            Map.entry("everyClassIsInALayer", List.of(BreaksLayers.class)),
            Map.entry("noCycles", List.of(BreaksCycleSysbench.class, BreaksCycleTpcc.class)),
            Map.entry("engineNamesNoWorkload", List.of(BreaksEngine.class)),
            Map.entry("nothingUsesCli", List.of(BreaksNothingUsesCli.class)),
            Map.entry("onlyMainExits", List.of(BreaksExit.class)),
            Map.entry("staticFieldsAreFinal", List.of(BreaksStaticField.class)),
            Map.entry("staticFinalFieldsHoldNoMutableState", List.of(BreaksStaticHolder.class)));

    /** Imported once (an import resolves the JDK's classes too); each evaluation takes its subset. */
    private static final JavaClasses FIXTURES = new ClassFileImporter().importPackages("io.tpcbench.archfixture");

    private static EvaluationResult evaluate(String rule, List<Class<?>> extra) {
        Set<String> names = Stream.concat(KEEPING.stream(), extra.stream())
                .map(Class::getName)
                .collect(Collectors.toSet());
        JavaClasses classes = FIXTURES.that(DescribedPredicate.describe("fixtures", c -> names.contains(c.getName())));
        assertEquals(names.size(), classes.size());
        return RULES.all.get(rule).evaluate(classes);
    }

    static Stream<String> rules() {
        return RULES.all.keySet().stream();
    }

    @Test
    void everyRuleHasAFixtureThatBreaksIt() {
        assertEquals(RULES.all.keySet(), BREAKING.keySet());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void theKeepingFixturesKeepTheRule(String rule) {
        EvaluationResult result = evaluate(rule, List.of());
        assertFalse(result.hasViolation(), () -> result.getFailureReport().toString());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void itsBreakingFixtureBreaksTheRule(String rule) {
        EvaluationResult result = evaluate(rule, BREAKING.get(rule));
        assertTrue(result.hasViolation(), rule + " holds with " + BREAKING.get(rule));
        for (Class<?> breaking : BREAKING.get(rule)) {
            assertTrue(
                    result.getFailureReport().getDetails().stream().anyMatch(d -> d.contains(breaking.getName())),
                    () -> rule + " fails, but not for " + breaking.getName() + ": " + result.getFailureReport());
        }
    }
}
