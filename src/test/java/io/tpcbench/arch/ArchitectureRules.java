package io.tpcbench.arch;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * The rules of docs/architecture.md ("Rules the build checks") over the packages under one root: {@code io.tpcbench}
 * for the product (ArchitectureTest), {@code io.tpcbench.archfixture} for the classes that break each rule on purpose
 * (ArchitectureRulesBreakTest). Layers, bottom to top; a layer may use only the layers listed as allowed for it:
 * config; db, schema; gen; workload (the boundary, the package itself); metrics; load; report; driver; the workload
 * implementations (every subpackage of workload); cli.
 */
final class ArchitectureRules {
    static final String PRODUCT = "io.tpcbench";

    /** Declared types of a static field that are mutable state however final the field is. */
    private static final Set<String> MUTABLE_COLLECTIONS = Set.of(
            "ArrayList",
            "LinkedList",
            "HashMap",
            "LinkedHashMap",
            "TreeMap",
            "HashSet",
            "LinkedHashSet",
            "TreeSet",
            "ArrayDeque",
            "EnumMap",
            "IdentityHashMap",
            "WeakHashMap");

    private final String root;

    /** One rule per name, in the order docs/architecture.md lists them. */
    final Map<String, ArchRule> all = new LinkedHashMap<>();

    ArchitectureRules(String root) {
        this.root = root;
        layers();
        boundary();
        exitAndState();
    }

    private void layers() {
        layer("config", "", "config holds the props and records every layer reads, so it reads none of them");
        layer("db", "config", "connections and pools sit on the config alone");
        layer("schema", "config", "DDL steps from files sit on the config alone");
        layer("gen", "", "random and text utilities two workloads share are neutral: they know no layer");
        layer("workload", "config, db, schema", "the boundary's types are its own (report and metrics adapt them)");
        layer("metrics", "config, db, workload", "counters and histograms count the boundary's kinds");
        layer("load", "config, db, schema, metrics, workload", "the shared sinks and pools serve any workload");
        layer("report", "config, db, metrics, workload", "the summary draws what a workload hands it");
        layer(
                "driver",
                "config, db, schema, metrics, report, load, workload",
                "the terminals, pacing and window run any workload through the boundary");
    }

    private void boundary() {
        all.put(
                "implementationsDoNotUseCli",
                noClasses()
                        .that(implementation())
                        .should()
                        .dependOnClassesThat(resideInAPackage(pkg("cli") + ".."))
                        .because("a workload implementation is reached through the registry; it never calls the"
                                + " command line"));
        all.put(
                "everyClassIsInALayer",
                classes()
                        .should()
                        .resideInAnyPackage(layerPackages())
                        .because("a package outside the layers has no place in docs/architecture.md's picture"));
        all.put(
                "noCycles",
                slices().assignedFrom(topLevelSlices())
                        .should()
                        .beFreeOfCycles()
                        .because("package dependencies point one way (each workload implementation is its own"
                                + " slice)"));
        all.put(
                "engineNamesNoWorkload",
                noClasses()
                        .that(not(implementation())
                                .and(not(registry()))
                                .as("are in the engine (not in an implementation, not the registry)"))
                        .should()
                        .dependOnClassesThat(implementation())
                        .because("a new workload changes no engine file: only the registry cli.Workloads maps"
                                + " workload= to an implementation"));
        all.put(
                "nothingUsesCli",
                noClasses()
                        .that()
                        .resideOutsideOfPackage(pkg("cli") + "..")
                        .should()
                        .dependOnClassesThat()
                        .resideInAPackage(pkg("cli") + "..")
                        .because("cli is the top: verbs and exit codes, used by nothing"));
    }

    private void exitAndState() {
        all.put(
                "onlyMainExits",
                noClasses()
                        .that()
                        .doNotHaveFullyQualifiedName(pkg("cli") + ".Main")
                        .should()
                        .callMethod(System.class, "exit", int.class)
                        .orShould()
                        .callMethod(Runtime.class, "exit", int.class)
                        .orShould()
                        .callMethod(Runtime.class, "halt", int.class)
                        .because("Main alone turns exceptions into exit codes; a worker that exits skips the"
                                + " result directory and the pools' close"));
        all.put(
                "staticFieldsAreFinal",
                fields().that()
                        .areStatic()
                        .should()
                        .beFinal()
                        .because("no static mutable state: two runs in one JVM (the tests, a sweep) must not see"
                                + " each other"));
        all.put(
                "staticFinalFieldsHoldNoMutableState",
                noFields()
                        .that()
                        .areStatic()
                        .should()
                        .haveRawType(mutableHolder())
                        .because("no static mutable state: a final counter or collection is shared state all the"
                                + " same"));
    }

    private String pkg(String name) {
        return root + "." + name;
    }

    /**
     * Classes of package {@code name} (and its subpackages, but never the workload implementations) use only the
     * {@code allowed} (comma-separated) and what is not tpcbench's.
     */
    private void layer(String name, String allowed, String because) {
        String[] packages = allowed.isEmpty()
                ? new String[0]
                : Arrays.stream(allowed.split(", ")).map(this::pkg).toArray(String[]::new);
        DescribedPredicate<JavaClass> allowedTargets = resideOutsideOfPackage(root + "..")
                .or(resideInAPackage(ownPackage(name)))
                .or(resideInAnyPackage(packages))
                .as("are outside %s or in %s%s", root, name, allowed.isEmpty() ? "" : ", " + allowed);
        all.put(
                name,
                classes()
                        .that()
                        .resideInAPackage(ownPackage(name))
                        .should()
                        .onlyDependOnClassesThat(allowedTargets)
                        .allowEmptyShould(true)
                        .because(because));
    }

    /** The boundary is the package workload itself; its subpackages are the implementations. */
    private String ownPackage(String name) {
        return name.equals("workload") ? pkg(name) : pkg(name) + "..";
    }

    private DescribedPredicate<JavaClass> implementation() {
        return resideInAPackage(pkg("workload") + ".*..")
                .as("are in a workload implementation (a subpackage of workload)");
    }

    private DescribedPredicate<JavaClass> registry() {
        String name = pkg("cli") + ".Workloads";
        return DescribedPredicate.describe(
                "the registry " + name,
                c -> c.getName().equals(name) || c.getName().startsWith(name + "$"));
    }

    private String[] layerPackages() {
        return Arrays.stream(new String[] {
                    "config", "db", "schema", "gen", "workload", "metrics", "load", "report", "driver", "cli"
                })
                .map(n -> pkg(n) + "..")
                .toArray(String[]::new);
    }

    private static DescribedPredicate<JavaClass> mutableHolder() {
        return DescribedPredicate.describe(
                "a mutable holder (atomic, adder, mutable collection)",
                c -> c.isAssignableTo(AtomicBoolean.class)
                        || c.isAssignableTo(AtomicInteger.class)
                        || c.isAssignableTo(AtomicLong.class)
                        || c.isAssignableTo(AtomicReference.class)
                        || c.isAssignableTo(LongAdder.class)
                        || c.isAssignableTo(ConcurrentMap.class)
                        || c.isAssignableTo(StringBuilder.class)
                        || c.getName().startsWith("java.util.") && MUTABLE_COLLECTIONS.contains(c.getSimpleName()));
    }

    /** Slices: each top-level package one, each workload implementation one of its own. */
    private SliceAssignment topLevelSlices() {
        String prefix = root + ".";
        String implPrefix = pkg("workload") + ".";
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass c) {
                String p = c.getPackageName();
                if (p.startsWith(implPrefix)) {
                    return SliceIdentifier.of(
                            "workload." + p.substring(implPrefix.length()).split("\\.")[0]);
                }
                if (p.startsWith(prefix)) {
                    return SliceIdentifier.of(p.substring(prefix.length()).split("\\.")[0]);
                }
                return SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "top-level packages of " + root + ", each workload implementation its own";
            }
        };
    }
}
