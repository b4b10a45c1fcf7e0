import type { CompileResult } from '../src/config/compile';
import type { ConfigError } from '../src/config/config-error';
import { errorAt } from '../src/config/yaml-source';
import { factType } from '../src/analysis/verify/fact-schema';
import type { Condition, DialogsFile, RulesFile, SiteFile } from '../src/generated/schema-types';

/**
 * Legal but likely unintended: a dialog or bar no rule raises, a rule every site's configuration
 * rules out, site values still marked as a placeholder. Warnings: `--fail-severity warn` makes them fail the run.
 */
export function lintWarnings(result: Extract<CompileResult, { ok: true }>): ConfigError[] {
  const { config, files } = result;
  const out: ConfigError[] = [];
  const raised = new Set(
    Object.values(config.rules)
      .map((r) => r.then.dialog?.id)
      .filter(Boolean),
  );
  const shown = new Set(
    Object.values(config.rules)
      .map((r) => r.then.bar)
      .filter(Boolean),
  );
  for (const f of files.dialogs) {
    const d = f.value as DialogsFile;
    d.dialogs.forEach((x, i) => {
      if (!raised.has(x.id)) out.push(errorAt(f, ['dialogs', i, 'id'], `no rule raises dialog "${x.id}"`, 'semantic', 'warn'));
    });
    d.bars.forEach((x, i) => {
      if (!shown.has(x.id)) out.push(errorAt(f, ['bars', i, 'id'], `no rule shows bar "${x.id}"`, 'semantic', 'warn'));
    });
  }
  const runs = new Set(Object.values(config.sites).flatMap((s) => s.rules.map((r) => r.id)));
  for (const f of files.rules) {
    (f.value as RulesFile).rules.forEach((r, i) => {
      if (!runs.has(r.id))
        out.push(
          errorAt(f, ['rules', i, 'id'], `rule "${r.id}" runs on no site: every site's configuration rules it out`, 'semantic', 'warn'),
        );
    });
  }
  for (const f of files.rules)
    (f.value as RulesFile).rules.forEach((r, i) => {
      if (r.when) out.push(...unsentPaths(r.when, ['rules', i, 'when']).map(([at, msg]) => errorAt(f, at, msg, 'semantic', 'warn')));
      // decide closes a dialog when Number(value) === 1 || value === true: for a text or a list that is more than it looks.
      const closable = r.then.dialog?.closable;
      const type = closable && typeof closable === 'object' ? factType(closable.fact) : null;
      if (type === 'string' || type === 'array' || type === 'object')
        out.push(
          errorAt(
            f,
            ['rules', i, 'then', 'dialog', 'closable', 'fact'],
            `closable from ${(closable as { fact: string }).fact}, a fact of type ${type}: decide makes the dialog closable when Number(value) === 1 (for a text '1', '01', ' 1' or '1e0'; for a list ['1']); give a boolean or an integer fact`,
            'semantic',
            'warn',
          ),
        );
    });
  // Shell §9, docs/sites.md (Footer disclaimers): values marked as a placeholder reach visitors as if final; say so on every run.
  for (const f of files.site) {
    const note = (f.value as SiteFile).fcaNote;
    if (note?.placeholder)
      out.push(
        errorAt(
          f,
          ['fcaNote', 'placeholder'],
          `placeholder awaiting compliance: the FCA note names firm "${note.firm}" and date ${note.approvedOn} (${note.placeholder})`,
          'semantic',
          'warn',
        ),
      );
  }
  return out;
}

/**
 * Characters no browser leaves in `location.pathname`, which the page's `path` fact is built from:
 * the URL path percent-encode set (controls, space, `"`, `#`, `<`, `>`, `?`, a backtick, `{`, `}`)
 * and every character past `~`. A facts file may still send them; verify decides them as written.
 */
const UNSENT = /[\u0000-\u0020"#<>?`{}\u007f-\uffff]/u;
const PATH_OPERATORS = new Set(['equal', 'notEqual', 'in', 'notIn', 'pathUnder']);

/** The path constants of a condition no browser path can hold (`path equal '/trade?tab=x'`), each with its place and the warning. */
function unsentPaths(c: Condition, at: (string | number)[]): [(string | number)[], string][] {
  if ('all' in c) return c.all.flatMap((x, i) => unsentPaths(x, [...at, 'all', i]));
  if ('any' in c) return c.any.flatMap((x, i) => unsentPaths(x, [...at, 'any', i]));
  if ('not' in c) return unsentPaths(c.not, [...at, 'not']);
  if (c.fact !== 'path' || !PATH_OPERATORS.has(c.operator)) return [];
  const values = Array.isArray(c.value) ? c.value : [c.value];
  return values.flatMap((v, i) => {
    const ch = typeof v === 'string' ? UNSENT.exec(v)?.[0] : undefined;
    if (ch === undefined) return [];
    const where = Array.isArray(c.value) ? [...at, 'value', i] : [...at, 'value'];
    return [
      [
        where,
        `no browser sends the path ${JSON.stringify(v)}: the page's path is location.pathname, where ${JSON.stringify(ch)} arrives percent-encoded (${encodeURIComponent(ch)})${ch === '?' ? '; a query is read as query.<key>' : ''}`,
      ] as [(string | number)[], string],
    ];
  });
}
