import type { CompileResult } from '../src/config/compile';
import type { ConfigError } from '../src/config/config-error';
import { errorAt } from '../src/config/yaml-source';
import type { DialogsFile, RulesFile, SiteFile } from '../src/generated/schema-types';

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
