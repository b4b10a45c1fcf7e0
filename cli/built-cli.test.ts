// The prebuilt CLI (cli/dist/meridian.mjs, scripts/build-cli.mjs) against the tsx run of cli/main.ts:
// same output for the same call, for every command; and which of its chunks a start loads.
// Builds the bundle first only when it is missing or stale.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distFile, ensureCurrent, manifestFile } from './prebuilt.js';
import { createProgram } from './program';
import { bin, editYaml, root, scratch, tempDir } from './test-support';

const node = (args: string[], stdin?: string, cwd = root) => {
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', input: stdin, env: { ...process.env, FORCE_COLOR: '0' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const built = (args: string[], stdin?: string) => node([distFile, ...args], stdin);
const fromSource = (args: string[], stdin?: string) => node(['--import', 'tsx', join(root, 'cli/main.ts'), ...args], stdin);

describe('the prebuilt meridian', { timeout: 120_000 }, () => {
  beforeAll(ensureCurrent, 120_000);

  it('prints the package version, through bin.js too', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(built(['--version'])).toEqual({ code: 0, out: `${version}\n`, err: '' });
    expect(node([bin, '--version'])).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });

  it('decides as the tsx run does', () => {
    const args = ['decide', '--site', 'main'];
    const a = built(args);
    expect(a.code).toBe(0);
    expect(a).toEqual(fromSource(args));
    // Text with the trace, facts from stdin at a fixed time: reasons and stdin reading, not only JSON.
    const text = ['decide', '--facts', '-', '--format', 'text', '--trace', 'all'];
    const facts = 'site: main\npath: /myaccount/myfunds\nnow: 2026-11-22T10:00:00Z\n';
    const b = built(text, facts);
    expect(b.code).toBe(0);
    expect(b).toEqual(fromSource(text, facts));
  });

  it('lints as the tsx run does (files read from the working directory)', () => {
    const a = built(['lint', '--format', 'json']);
    expect(a.code).toBe(0);
    expect(a).toEqual(fromSource(['lint', '--format', 'json']));
  });

  const bundleDir = join(mkdtempSync(join(tmpdir(), 'meridian-built-')), 'dist-rules');
  // One call per command, each compared with the tsx run; a command added without a row here fails.
  const everyCommand: Record<string, string[]> = {
    lint: ['lint', '--format', 'json'],
    decide: ['decide', '--site', 'uk', '--format', 'text'],
    test: ['test'],
    diff: ['diff', 'HEAD', '--format', 'json', '--sites', 'main'],
    explain: ['explain', '--site', 'uk', 'referral'],
    coverage: ['coverage', '--format', 'json', '--sites', 'main'],
    // Into a folder of its own; the dry run writes nothing, so both runs say the same. The tree may
    // have changes while tests run (a developer's edits): --allow-dirty, as a demo publishes.
    publish: ['publish', '--dry-run', '--allow-dirty', '--out', bundleDir],
    status: ['status', join(bundleDir, 'manifest.json'), '--format', 'json'],
    // The development key signed it already: both runs add nothing and say so.
    sign: ['sign', join(bundleDir, 'manifest.json')],
    verify: ['verify', '--policy', 'uk-limit-no-derivatives'],
    history: ['history', join(bundleDir, 'manifest.json'), '--format', 'json'],
    // Only version 1 is published, and dirty: nothing to roll back to, so only its registration is compared.
    rollback: ['rollback', '--help'],
    // Needs an object store: its registration is compared.
    promote: ['promote', '--help'],
    // Runs every step above (about 10 s, with times in its lines): its registration is compared; cli/ci.test.ts runs it.
    ci: ['ci', '--help'],
  };
  // Wall times differ from run to run; everything else must not.
  const untimed = (r: { code: number | null; out: string; err: string }) => ({ ...r, out: r.out.replace(/\d+ ms\b/g, 'N ms') });

  it('runs every command as the tsx run does (each from its own chunk)', { timeout: 300_000 }, () => {
    const io = { cwd: root, out: () => {}, err: () => {}, readStdin: async () => '', now: () => new Date() };
    expect(Object.keys(everyCommand).sort()).toEqual(
      createProgram(io)
        .commands.map((c) => c.name())
        .sort(),
    );
    expect(built(['publish', '--allow-dirty', '--out', bundleDir]).code).toBe(0); // what status reads (the dry run then names version 2)
    for (const args of [...Object.values(everyCommand), ['--help'], ['coverage', '--help']]) {
      const a = built(args);
      expect(a.code, args.join(' ')).toBe(0);
      expect(untimed(a), args.join(' ')).toEqual(untimed(fromSource(args)));
    }
  });

  it('loads commander alone for --version, and no compiler, YAML parser or validators for a cached decide', () => {
    const dir = scratch();
    const calls = {
      version: loadedModules(['--version'], dir),
      uncached: loadedModules(['decide', '--site', 'main'], dir),
      cached: loadedModules(['decide', '--site', 'main'], dir),
      facts: loadedModules(['decide', '--facts', 'facts.yaml'], dir, 'site: main\n'),
    };
    expect(calls.version.filter((m) => !m.startsWith('node_modules/commander/')).sort()).toEqual([
      'cli/io.ts',
      'cli/main.ts',
      'cli/program.ts',
      'cli/version.ts',
      'package.json',
    ]);
    const compiler = [
      'src/config/compile.ts',
      'src/config/yaml-source.ts',
      'src/config/validators.ts',
      'node_modules/yaml/',
      'node_modules/ajv',
      'node_modules/refa/',
    ];
    const loads = (mods: string[], what: string) => mods.some((m) => m.startsWith(what));
    expect(compiler.filter((c) => loads(calls.cached, c))).toEqual([]);
    expect(loads(calls.cached, 'src/engine/decide.ts')).toBe(true);
    // The same check sees the compiler where it is needed: a miss, and a facts file (parsed and validated, not compiled).
    expect(compiler.filter((c) => !loads(calls.uncached, c))).toEqual([]);
    expect(compiler.filter((c) => loads(calls.facts, c))).toEqual([
      'src/config/yaml-source.ts',
      'src/config/validators.ts',
      'node_modules/yaml/',
      'node_modules/ajv', // the generated validators' runtime helpers
    ]);
  });

  it('answers from its compiled-configuration cache exactly as it compiles (validators generated at build time)', () => {
    const dir = scratch();
    const args = [distFile, 'decide', '--site', 'main', '--format', 'text', '--trace', 'all'];
    const cold = node(args, undefined, dir);
    expect(readdirSync(join(dir, 'node_modules/.cache/meridian'))).toHaveLength(1);
    const warm = node(args, undefined, dir);
    expect(cold.code).toBe(0);
    expect(warm).toEqual(cold);
    expect(cold).toEqual(fromSource(args.slice(1)));
    // A schema error from the generated validators reads as the run-time compile's does.
    editYaml(dir, 'sites/mt.yaml', (doc) => doc.set('defaultFiat', 42));
    const broken = node([distFile, 'decide', '--site', 'mt'], undefined, dir);
    expect(broken.code).toBe(2);
    expect(broken.err).toContain('sites/mt.yaml');
    const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href; // from the scratch folder, 'tsx' would not resolve
    expect(broken).toEqual(node(['--import', tsx, join(root, 'cli/main.ts'), 'decide', '--site', 'mt'], undefined, dir));
  });
});

/**
 * The modules (repo-relative, as cli/dist/meridian.inputs.json names them) in the chunks that one
 * run of the prebuilt CLI loads in `cwd`, seen by a module loader hook that notes every file loaded.
 */
function loadedModules(args: string[], cwd: string, facts?: string): string[] {
  const dir = tempDir('meridian-loaded-');
  const log = join(dir, 'loaded.txt');
  writeFileSync(log, '');
  writeFileSync(
    join(dir, 'hook.mjs'),
    `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) {\n  if (url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, url + '\\n');\n  return next(url, context);\n}\n`,
  );
  writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister('./hook.mjs', import.meta.url);\n`);
  if (facts !== undefined) writeFileSync(join(cwd, 'facts.yaml'), facts);
  const r = node(['--import', pathToFileURL(join(dir, 'register.mjs')).href, distFile, ...args], undefined, cwd);
  expect(r.code, r.err).toBe(0);
  const { chunks } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { chunks: Record<string, string[]> };
  const files = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((u) => relative(dirname(distFile), fileURLToPath(u)));
  expect(files).toContain('meridian.mjs');
  return files.flatMap((f) => chunks[f] ?? []);
}
