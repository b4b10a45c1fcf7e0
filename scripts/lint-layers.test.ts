import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The layer rules of .oxlintrc.json, tried on probe files in a copy of the folder layout: each
// forbidden direction must fail lint and each allowed one pass, so a rule that matches nothing
// (a typo in a pattern, a moved folder) is found here and not in review.
const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'meridian-layers-'));
copyFileSync(join(root, '.oxlintrc.json'), join(work, '.oxlintrc.json'));
const oxlint = join(root, 'node_modules', '.bin', 'oxlint');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Lints one probe file holding `import … from spec`; returns the rule ids that fired. */
function lintImport(file: string, spec: string): string[] {
  const path = join(work, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `import { x } from '${spec}';\nexport const y = x;\n`);
  try {
    execFileSync(oxlint, ['-c', '.oxlintrc.json', '-f', 'unix', file], { cwd: work, encoding: 'utf8' });
    return [];
  } catch (e) {
    const out = String((e as { stdout?: string }).stdout ?? '');
    return [...out.matchAll(/\[Error\/([^\]]+)\]/g)].map((m) => m[1]!);
  } finally {
    rmSync(path);
  }
}

const RESTRICTED = 'eslint(no-restricted-imports)';

describe('layer rules', () => {
  const forbidden: [string, string, string][] = [
    ['a shell feature imports src/app', 'src/shell/header/probe.tsx', '../../app/shell-root'],
    ['a shell page imports src/app', 'src/shell/pages/probe.tsx', '../../app/i18n'],
    ['a shell feature imports the engine', 'src/shell/header/probe.tsx', '../../engine/decide'],
    ['a shell feature imports another feature', 'src/shell/home/probe.tsx', '../markets/market-rows.utils'],
    ['a shell feature imports json-rules-engine', 'src/shell/home/probe.tsx', 'json-rules-engine'],
    ['config imports the engine', 'src/config/probe.ts', '../engine/decide'],
    ['config imports analysis', 'src/config/probe.ts', '../analysis/diff'],
    ['config imports the CLI', 'src/config/probe.ts', '../../cli/io'],
    ['config (not config/node) imports Node', 'src/config/probe.ts', 'node:fs'],
    ['the engine imports config', 'src/engine/probe.ts', '../config/compile'],
    ['the engine imports analysis', 'src/engine/probe.ts', '../analysis/explain'],
    ['the engine imports React', 'src/engine/probe.ts', 'react'],
    ['rules-model imports the engine', 'src/rules-model/probe.ts', '../engine/decide'],
    ['analysis imports the site bridge', 'src/analysis/probe.ts', '../decision/decide-once'],
    ['the bridge imports the shell', 'src/decision/probe.ts', '../shell/ui/menu-list'],
    ['the bridge imports src/app', 'src/decision/probe.ts', '../app/shell-root'],
    ['lib imports the shell', 'src/lib/probe.ts', '../shell/ui/menu-list'],
    ['api imports the bridge', 'src/api/probe.ts', '../decision/decide-once'],
    ['the embedded backend imports the shell', 'src/mocks/probe.ts', '../shell/ui/menu-list'],
  ];
  it.each(forbidden)('fails when %s', (_why, file, spec) => {
    expect(lintImport(file, spec)).toContain(RESTRICTED);
  });

  const allowed: [string, string, string][] = [
    ['a shell feature imports shell/ui', 'src/shell/header/probe.tsx', '../ui/menu-list'],
    ['a shell feature imports the bridge and lib', 'src/shell/header/probe.tsx', '../../decision/decision-store'],
    ['a shell page composes features', 'src/shell/pages/probe.tsx', '../header/auth-button'],
    ['config/node reads files', 'src/config/node/probe.ts', 'node:fs'],
    ['config imports rules-model', 'src/config/probe.ts', '../rules-model/compiled-types'],
    ['the engine imports json-rules-engine', 'src/engine/probe.ts', 'json-rules-engine'],
    ['analysis imports the engine', 'src/analysis/probe.ts', '../engine/decide'],
    ['src/app imports anything', 'src/app/probe.tsx', '../shell/header/header'],
    ['a test reaches across layers', 'src/shell/header/probe.test.tsx', '../../app/shell-root'],
  ];
  it.each(allowed)('passes when %s', (_why, file, spec) => {
    expect(lintImport(file, spec)).not.toContain(RESTRICTED);
  });
});
