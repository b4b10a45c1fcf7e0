import type { Actions, Condition, RuleDecl, RulesFile } from '../generated/schema-types';
import { parseDuration } from '../engine/duration';
import { compilePattern } from '../engine/operators';
import type { ConfigError, PathSegment } from './config-error';
import { checkFactPath } from './fact-paths';
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

function checkCondition(file: ParsedFile, c: Condition, path: PathSegment[], vocab: Vocabulary, out: ConfigError[]): void {
  if ('all' in c) return c.all.forEach((x, i) => checkCondition(file, x, [...path, 'all', i], vocab, out));
  if ('any' in c) return c.any.forEach((x, i) => checkCondition(file, x, [...path, 'any', i], vocab, out));
  if ('not' in c) return checkCondition(file, c.not, [...path, 'not'], vocab, out);
  const bad = checkFactPath(c.fact, vocab.stored, c.params);
  if (bad) out.push(errorAt(file, [...path, 'fact'], bad));
  const ref = c.value && typeof c.value === 'object' && !Array.isArray(c.value) ? (c.value as { fact?: unknown }).fact : undefined;
  if (typeof ref === 'string') {
    const badRef = checkFactPath(ref, vocab.stored);
    if (badRef) out.push(errorAt(file, [...path, 'value', 'fact'], badRef));
  } else if (DURATION_OPERATORS.has(c.operator) && parseDuration(c.value) === null) {
    out.push(errorAt(file, [...path, 'value'], `${c.operator} needs a duration like 30d, 12h or 30m (got ${JSON.stringify(c.value)})`));
  } else if (c.operator === 'matches' && compilePattern(c.value) === null) {
    out.push(errorAt(file, [...path, 'value'], `matches needs a regular expression (got ${JSON.stringify(c.value)})`));
  }
}

function checkActions(file: ParsedFile, then: Actions, path: PathSegment[], vocab: Vocabulary, out: ConfigError[]): void {
  const unknownIds = (list: readonly string[], key: string) =>
    list.forEach((id, i) => { if (!vocab.ids.has(id)) out.push(errorAt(file, [...path, key, i], `unknown id "${id}"${didYouMean(id, vocab.ids)}`)); });
  if (Array.isArray(then.hide)) unknownIds(then.hide, 'hide');
  else if (then.hide) {
    const bad = checkFactPath(then.hide.fact, vocab.stored);
    if (bad) out.push(errorAt(file, [...path, 'hide', 'fact'], bad));
  }
  if (then.show) {
    unknownIds(then.show, 'show');
    then.show.forEach((id, i) => {
      if (vocab.ids.has(id) && !vocab.hiddenByDefault.has(id)) {
        out.push(errorAt(file, [...path, 'show', i], `"${id}" is not hidden by default, so showing it does nothing (declare hiddenByDefault in rules/vocabulary.yaml)`));
      }
    });
  }
  if (then.dialog && !vocab.dialogs.has(then.dialog.id)) out.push(errorAt(file, [...path, 'dialog', 'id'], `unknown dialog "${then.dialog.id}"${didYouMean(then.dialog.id, vocab.dialogs) || ' (declare it in rules/dialogs.yaml)'}`));
  if (then.dialog?.closable && typeof then.dialog.closable === 'object') {
    const bad = checkFactPath(then.dialog.closable.fact, vocab.stored);
    if (bad) out.push(errorAt(file, [...path, 'dialog', 'closable', 'fact'], bad));
  }
  if (then.bar && !vocab.bars.has(then.bar)) out.push(errorAt(file, [...path, 'bar'], `unknown bar "${then.bar}" (declare it in rules/dialogs.yaml)`));
  for (const [name, v] of Object.entries(then.set ?? {})) {
    if (!vocab.vars.has(name)) out.push(errorAt(file, [...path, 'set', name], `unknown variable "${name}" (declare it in rules/vocabulary.yaml vars)`));
    if (v && typeof v === 'object') {
      const bad = checkFactPath(v.fact, vocab.stored);
      if (bad) out.push(errorAt(file, [...path, 'set', name, 'fact'], bad));
    }
  }
}

/** Duplicate rule ids, unknown facts, ids, dialogs, bars, variables and malformed windows. */
export function checkRules(files: ParsedFile[], vocab: Vocabulary): { errors: ConfigError[]; rules: { rule: RuleDecl; file: ParsedFile; index: number }[] } {
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
