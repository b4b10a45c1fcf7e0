import type { Actions, Condition, RuleDecl, RulesFile } from '../generated/schema-types';
import { parseDuration } from '../rules-model/duration';
import { compilePattern } from '../rules-model/operators';
import type { ConfigError, PathSegment } from './config-error';
import { excerpt } from './excerpt';
import { checkFactPath, resolveFact } from './fact-paths';
import { operandProblem } from './operand-types';
import { MAX_PATTERN_LENGTH, patternProblem } from './regex-safety';
import { didYouMean } from './suggest';
import { errorAt, type ParsedFile } from './yaml-source';

export interface Vocabulary {
  ids: ReadonlySet<string>;
  hiddenByDefault: ReadonlySet<string>;
  dialogs: ReadonlySet<string>;
  bars: ReadonlySet<string>;
  stored: ReadonlySet<string>;
  vars: ReadonlySet<string>;
}

const DURATION_OPERATORS = new Set(['olderThan']);

/** The fact a `{fact: …}` value names; undefined for a literal. */
function factRef(value: unknown): string | undefined {
  const ref = value && typeof value === 'object' && !Array.isArray(value) ? (value as { fact?: unknown }).fact : undefined;
  return typeof ref === 'string' ? ref : undefined;
}

/** Why a literal `matches` value is refused: not a regular expression, or one that can take super-linear time. */
function patternError(value: unknown): string | null {
  // Too long is refused before the pattern is compiled: compiling is the cost being bounded.
  const compiles = typeof value === 'string' && (value.length > MAX_PATTERN_LENGTH || compilePattern(value) !== null);
  if (!compiles) return `matches needs a regular expression (got ${excerpt(value)})`;
  const problem = patternProblem(value);
  return problem && `matches: pattern ${excerpt(value, 60)} ${problem}`;
}

function checkCondition(file: ParsedFile, c: Condition, path: PathSegment[], vocab: Vocabulary, out: ConfigError[]): void {
  if ('all' in c) return c.all.forEach((x, i) => checkCondition(file, x, [...path, 'all', i], vocab, out));
  if ('any' in c) return c.any.forEach((x, i) => checkCondition(file, x, [...path, 'any', i], vocab, out));
  if ('not' in c) return checkCondition(file, c.not, [...path, 'not'], vocab, out);
  const fact = resolveFact(c.fact, vocab.stored, c.params);
  if ('error' in fact) out.push(errorAt(file, [...path, 'fact'], fact.error));
  const at = [...path, 'value'];
  const ref = factRef(c.value);
  let value: Parameters<typeof operandProblem>[3];
  if (ref !== undefined) {
    if (c.operator === 'matches') {
      // json-rules-engine resolves {fact} before the operator runs: only lint can keep a visitor from choosing the pattern.
      return void out.push(
        errorAt(
          file,
          at,
          `matches: the pattern must be written in the rule (got ${excerpt(c.value)}); a pattern taken from a fact is chosen by whoever supplies the fact, a visitor's URL included`,
        ),
      );
    }
    const target = resolveFact(ref, vocab.stored);
    if ('error' in target) return void out.push(errorAt(file, [...at, 'fact'], target.error));
    value = { ref, shape: target.shape };
  } else {
    if (DURATION_OPERATORS.has(c.operator) && parseDuration(c.value) === null) {
      out.push(errorAt(file, at, `${c.operator} needs a duration like 30d, 12h or 30m (got ${excerpt(c.value)})`));
    } else if (c.operator === 'matches') {
      const bad = patternError(c.value);
      if (bad) out.push(errorAt(file, at, bad));
    }
    value = { literal: c.value };
  }
  const problem = 'shape' in fact ? operandProblem(c.fact, fact.shape, c.operator, value) : null;
  if (problem) out.push(errorAt(file, at, problem));
}

/** The checks a rule's `when` gets (known facts, operand types, durations, safe patterns), for another file's condition: a policy's scope. */
export function checkConditionIn(file: ParsedFile, c: Condition, path: PathSegment[], stored: ReadonlySet<string>): ConfigError[] {
  const out: ConfigError[] = [];
  const none = new Set<string>();
  checkCondition(file, c, path, { ids: none, hiddenByDefault: none, dialogs: none, bars: none, stored, vars: none }, out);
  return out;
}

function checkActions(file: ParsedFile, then: Actions, path: PathSegment[], vocab: Vocabulary, out: ConfigError[]): void {
  const unknownIds = (list: readonly string[], key: string) =>
    list.forEach((id, i) => {
      if (!vocab.ids.has(id)) out.push(errorAt(file, [...path, key, i], `unknown id "${id}"${didYouMean(id, vocab.ids)}`));
    });
  if (Array.isArray(then.hide)) unknownIds(then.hide, 'hide');
  else if (then.hide) {
    const bad = checkFactPath(then.hide.fact, vocab.stored);
    if (bad) out.push(errorAt(file, [...path, 'hide', 'fact'], bad));
  }
  if (then.show) {
    unknownIds(then.show, 'show');
    then.show.forEach((id, i) => {
      if (vocab.ids.has(id) && !vocab.hiddenByDefault.has(id)) {
        out.push(
          errorAt(
            file,
            [...path, 'show', i],
            `"${id}" is not hidden by default, so showing it does nothing (declare hiddenByDefault in rules/vocabulary.yaml)`,
          ),
        );
      }
    });
  }
  if (then.dialog && !vocab.dialogs.has(then.dialog.id))
    out.push(
      errorAt(
        file,
        [...path, 'dialog', 'id'],
        `unknown dialog "${then.dialog.id}"${didYouMean(then.dialog.id, vocab.dialogs) || ' (declare it in rules/dialogs.yaml)'}`,
      ),
    );
  if (then.dialog?.closable && typeof then.dialog.closable === 'object') {
    const bad = checkFactPath(then.dialog.closable.fact, vocab.stored);
    if (bad) out.push(errorAt(file, [...path, 'dialog', 'closable', 'fact'], bad));
  }
  if (then.bar && !vocab.bars.has(then.bar))
    out.push(errorAt(file, [...path, 'bar'], `unknown bar "${then.bar}" (declare it in rules/dialogs.yaml)`));
  for (const [name, v] of Object.entries(then.set ?? {})) {
    if (!vocab.vars.has(name))
      out.push(errorAt(file, [...path, 'set', name], `unknown variable "${name}" (declare it in rules/vocabulary.yaml vars)`));
    if (v && typeof v === 'object') {
      const bad = checkFactPath(v.fact, vocab.stored);
      if (bad) out.push(errorAt(file, [...path, 'set', name, 'fact'], bad));
    }
  }
}

/** Duplicate rule ids, unknown facts, ids, dialogs, bars, variables, malformed windows, unsafe patterns and comparisons that can never hold. */
export function checkRules(
  files: ParsedFile[],
  vocab: Vocabulary,
): { errors: ConfigError[]; rules: { rule: RuleDecl; file: ParsedFile; index: number }[] } {
  const errors: ConfigError[] = [];
  const rules: { rule: RuleDecl; file: ParsedFile; index: number }[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    for (const [i, rule] of (file.value as RulesFile).rules.entries()) {
      const path: PathSegment[] = ['rules', i];
      if (seen.has(rule.id)) {
        errors.push(errorAt(file, [...path, 'id'], `duplicate rule id "${rule.id}" (also in ${seen.get(rule.id)})`));
        continue;
      }
      seen.set(rule.id, file.file);
      if (rule.when) checkCondition(file, rule.when, [...path, 'when'], vocab, errors);
      checkActions(file, rule.then, [...path, 'then'], vocab, errors);
      rules.push({ rule, file, index: i });
    }
  }
  return { errors, rules };
}
