/**
 * Whether a configuration file takes part in deciding: every file under sites/ and rules/ except
 * the rule tests and the policies, which check the decisions and are not part of the compiled
 * configuration. Its hash, and the CLI's cache key, cover these files only, so a command that only
 * decides (decide, explain, coverage) need not parse the other half of the YAML (ADR 0208).
 */
export const isDecidingSource = (file: string): boolean => !/(^|\/)rules\/(tests|policies)\//.test(file.replace(/\\/g, '/'));
