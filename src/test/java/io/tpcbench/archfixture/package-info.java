/**
 * Fixtures for ArchitectureRulesBreakTest, laid out like the product's packages under their own root: the
 * {@code Fx...} classes keep every rule; each {@code Breaks...} class breaks the rule its comment names.
 */
package io.tpcbench.archfixture;
