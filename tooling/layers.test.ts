import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layer rules of .dependency-cruiser.cjs, tried on probe files planted in a scratch tree (a temp
// dir with the repository's folder names, its tsconfig.json and copies of the two packages probed): each
// forbidden import must be refused by the rule named, each allowed one pass. One cruise reads every
// probe; nothing is written in the repository, and the scratch tree goes even when a test fails.
const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'meridian-layers-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What a probe imports: small modules at the paths the probes name. */
const STUBS: Record<string, string> = {
  'src/shell/markets/rows.ts': 'export const x = 1;\n',
  'src/shell/header/header.tsx': 'export const x = 1;\n',
  'src/shell/ui/menu.ts': 'export const x = 1;\n',
  'src/shell/home/hero.tsx': 'export const x = 1;\n',
  'src/app/shell-root.tsx': 'export const x = 1;\n',
  'src/api/rows.ts': 'export interface Row {\n  a: string;\n}\nexport const x = 1;\n',
  'src/decision/store.ts': 'export const x = 1;\nexport interface Store {\n  a: string;\n}\n',
  'src/config/compile.ts': 'export const x = 1;\n',
  'src/engine/decide.ts': 'export const x = 1;\n',
  'src/analysis/explain.ts': 'export const x = 1;\n',
  'src/boot/first-paint-gate.ts': 'export const x = 1;\n',
  'src/test-support/render.ts': 'export const x = 1;\n',
  'cli/io.ts': 'export const x = 1;\n',
  'e2e/browser.ts': 'export const x = 1;\n',
  'bench/serve.ts': 'export const x = 1;\n',
  'scripts/site-preview.ts': 'export const x = 1;\n',
};

const imp = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

/** [why, probe file, its source, the rule that must refuse it]. */
const forbidden: [string, string, string, string][] = [
  [
    'a shell feature imports another feature spelled ../../shell/<feature>/',
    'src/shell/home/p1.tsx',
    imp('../../shell/markets/rows'),
    'shell-feature-not-to-feature',
  ],
  [
    'a shell feature imports another feature spelled ../<feature>/',
    'src/shell/home/p2.tsx',
    imp('../markets/rows'),
    'shell-feature-not-to-feature',
  ],
  [
    'a shell feature imports another feature by a detour',
    'src/shell/home/p3.tsx',
    imp('./../../shell/../shell/markets/rows'),
    'shell-feature-not-to-feature',
  ],
  ['shell/ui imports a feature', 'src/shell/ui/p4.ts', imp('../header/header'), 'shell-ui-not-to-feature'],
  ['the CLI imports the shell', 'cli/p5.ts', imp('../src/shell/header/header'), 'layer-cli'],
  ['the preview imports the shell', 'preview/src/p6.ts', imp('../../src/shell/ui/menu'), 'layer-preview'],
  ['the boot imports the shell', 'src/boot/p7.ts', imp('../shell/ui/menu'), 'layer-boot'],
  ['the boot imports the app', 'src/boot/p8.ts', imp('../app/shell-root'), 'layer-boot'],
  ['an upward import: the engine imports config', 'src/engine/p9.ts', imp('../config/compile'), 'layer-engine'],
  ['an upward import: lib imports api', 'src/lib/p10.ts', imp('../api/rows'), 'layer-lib'],
  [
    'a dynamic import: the bridge imports the shell',
    'src/decision/p11.ts',
    "export const load = () => import('../shell/ui/menu');\n",
    'layer-decision',
  ],
  [
    'a type-only import: lib imports an api type',
    'src/lib/p12.ts',
    "import type { Row } from '../api/rows';\nexport type R = Row;\n",
    'layer-lib',
  ],
  [
    'an inline type-only import: config imports the engine',
    'src/config/p13.ts',
    "import { type x } from '../engine/decide';\nexport type X = typeof x;\n",
    'layer-config',
  ],
  ['a re-export: api re-exports the bridge', 'src/api/p14.ts', "export { x } from '../decision/store';\n", 'layer-api'],
  [
    'a type-only re-export: api re-exports a bridge type',
    'src/api/p15.ts',
    "export type { Store } from '../decision/store';\n",
    'layer-api',
  ],
  ['the site imports analysis', 'src/app/p16.tsx', imp('../analysis/explain'), 'layer-app'],
  ['the embedded backend imports the shell', 'src/mocks/p17.ts', imp('../shell/ui/menu'), 'layer-mocks'],
  ['src imports the CLI', 'src/config/p18.ts', imp('../../cli/io'), 'src-not-to-outside'],
  ['tooling imports the shell', 'tooling/p19.ts', imp('../src/shell/ui/menu'), 'layer-tooling'],
  ['scripts import the app', 'scripts/p20.ts', imp('../src/app/shell-root'), 'layer-scripts'],
  ['bench imports e2e', 'bench/p21.ts', imp('../e2e/browser'), 'not-to-e2e'],
  ['scripts import bench', 'scripts/p29.ts', imp('../bench/serve'), 'scripts-not-to-bench'],
  ['a test of scripts imports bench', 'scripts/p30.test.ts', imp('../bench/serve'), 'scripts-not-to-bench'],
  ['security imports the shell', 'security/p22.ts', imp('../src/shell/ui/menu'), 'layer-security'],
  ['e2e imports the app', 'e2e/p23.ts', imp('../src/app/shell-root'), 'layer-e2e'],
  ['a module imports test support', 'src/shell/header/p24.tsx', imp('../../test-support/render'), 'not-to-test-support'],
  [
    'the engine imports Node',
    'src/engine/p25.ts',
    "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    'pure-not-to-node',
  ],
  [
    'the engine imports React',
    'src/engine/p26.ts',
    "import type { ReactNode } from 'react';\nexport type N = ReactNode;\n",
    'pure-not-to-ui',
  ],
  [
    'the shell imports json-rules-engine',
    'src/shell/home/p27.tsx',
    "import { Engine } from 'json-rules-engine';\nexport const E = Engine;\n",
    'json-rules-engine-only-in-engine',
  ],
  ['an import that resolves to nothing', 'src/lib/p28.ts', imp('./not-there'), 'not-to-unresolvable'],
  [
    'a cycle of a type-only and a dynamic import',
    'src/lib/cycle-a.ts',
    "import type { B } from './cycle-b';\nexport type A = B;\n",
    'no-circular',
  ],
];
/** The other half of the cycle (dependency-cruiser names the cycle once, from its first file). */
const CYCLE_B = ['src/lib/cycle-b.ts', "export type B = string;\nexport const load = () => import('./cycle-a');\n"] as const;

const allowed: [string, string, string][] = [
  ['a shell feature imports shell/ui', 'src/shell/header/a1.tsx', imp('../ui/menu')],
  ['a shell feature imports its own folder through ../../shell/', 'src/shell/markets/a2.tsx', imp('../../shell/markets/rows')],
  ['a shell page composes features', 'src/shell/pages/a3.tsx', imp('../home/hero')],
  ['a shell feature imports the bridge', 'src/shell/header/a4.tsx', imp('../../decision/store')],
  [
    'src/app imports the shell and the boot',
    'src/app/a5.tsx',
    `${imp('../shell/header/header')}export { x as z } from '../boot/first-paint-gate';\n`,
  ],
  ['config/node reads files', 'src/config/node/a6.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n"],
  ['the engine imports json-rules-engine', 'src/engine/a7.ts', "import { Engine } from 'json-rules-engine';\nexport const E = Engine;\n"],
  ['analysis imports the engine', 'src/analysis/a8.ts', imp('../engine/decide')],
  ['the CLI imports analysis', 'cli/a9.ts', imp('../src/analysis/explain')],
  ['tooling imports analysis', 'tooling/a10.ts', imp('../src/analysis/explain')],
  ['api imports lib', 'src/api/a11.ts', imp('../lib/p10')],
  ['a test reaches across layers', 'src/shell/header/a12.test.tsx', imp('../../app/shell-root')],
  ['bench imports scripts', 'bench/a13.ts', imp('../scripts/site-preview')],
  ['e2e imports scripts', 'e2e/a14.ts', imp('../scripts/site-preview')],
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

const DEPCRUISE = [
  '--import',
  join(root, 'tooling/layers/typescript-api.mjs'),
  join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
];

/** The rule names that refused imports from each file. */
let refused: Map<string, string[]>;

beforeAll(() => {
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    writeFileSync(join(work, file), text);
  };
  copyFileSync(join(root, 'tsconfig.json'), join(work, 'tsconfig.json'));
  // Copies, not a link: through a link the packages would resolve outside the scratch tree.
  for (const pkg of ['react', 'json-rules-engine'])
    cpSync(join(root, 'node_modules', pkg), join(work, 'node_modules', pkg), { recursive: true });
  for (const [file, text] of Object.entries(STUBS)) write(file, text);
  for (const [, file, text] of forbidden) write(file, text);
  write(...CYCLE_B);
  for (const [, file, text] of allowed) write(file, text);
  // --no-cache: no cache is written, here or in the repository.
  const run = spawnSync(
    process.execPath,
    [
      ...DEPCRUISE,
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      '--no-cache',
      '-T',
      'json',
      'src',
      'cli',
      'preview',
      'tooling',
      'bench',
      'scripts',
      'e2e',
      'security',
    ],
    { cwd: work, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser did not answer: ${run.stderr}`);
  const violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
  refused = new Map();
  for (const v of violations) refused.set(v.from, [...(refused.get(v.from) ?? []), v.rule.name]);
}, 120_000);

describe('layer rules (dependency-cruiser, on resolved paths)', () => {
  it.each(forbidden)('refuses it when %s', (_why, file, _text, rule) => {
    expect(refused.get(file) ?? []).toContain(rule);
  });

  it.each(allowed)('passes when %s', (_why, file) => {
    expect(refused.get(file) ?? []).toEqual([]);
  });

  it('passes the real tree (npm run lint:layers)', () => {
    // Throws, with dependency-cruiser's report, when a rule refuses an import of the repository.
    expect(() => execFileSync('npm', ['run', '--silent', 'lint:layers'], { cwd: root, encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  }, 180_000);
});
