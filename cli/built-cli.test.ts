// The prebuilt CLI (cli/dist/meridian.mjs, scripts/build-cli.mjs) against the tsx run of cli/main.ts:
// same output for the same call. Builds the bundle first only when it is missing or stale.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distFile, ensureCurrent } from './prebuilt.js';
import { bin, editYaml, root, scratch } from './test-support';

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
