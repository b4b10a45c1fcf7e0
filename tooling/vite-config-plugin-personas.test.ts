import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { personas as served } from 'virtual:meridian/personas';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPersonas } from '../src/config/node/read-personas';
import { findPersonaIn } from '../src/rules-model/persona';
import { meridianPersonas, personasModule } from './vite-config-plugin-personas';

const root = new URL('..', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs the module text as the browser would (its two exports as globals, its one import given). */
function evaluate(code: string): { personas: unknown[]; findPersona: (id: string) => unknown } {
  const js = code
    .replace(/^import \{ findPersonaIn \} from ".*\/src\/rules-model\/persona\.ts";$/m, '')
    .replace(/^export const (personas|findPersona) =/gm, '$1 =');
  const sandbox: Record<string, unknown> = { findPersonaIn };
  runInNewContext(js, sandbox);
  return sandbox as ReturnType<typeof evaluate>;
}

/** The plugin's load hook with a stand-in for Rollup's context. */
function load(dir: string): string {
  const plugin = meridianPersonas(dir);
  const ctx = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const id = (plugin.resolveId as (id: string) => string | null)('virtual:meridian/personas')!;
  return (plugin.load as unknown as (this: typeof ctx, id: string) => string).call(ctx, id);
}

describe('virtual:meridian/personas', () => {
  it('serves scenarios/personas.yaml as read in Node, in its order', () => {
    expect(served).toEqual(loadPersonas(root));
    const mod = evaluate(load(root));
    expect(mod.personas).toEqual(loadPersonas(root));
    expect(mod.findPersona('trader')).toEqual(loadPersonas(root).find((p) => p.id === 'trader'));
    expect(mod.findPersona('nobody')).toBeUndefined();
  });

  it('writes hostile labels so they stay data', () => {
    const mod = evaluate(personasModule([{ id: 'x', label: '</script><script>alert(1)</script>\u2028', facts: {} }]));
    expect(mod.personas).toEqual([{ id: 'x', label: '</script><script>alert(1)</script>\u2028', facts: {} }]);
  });

  it('fails the build with file:line:col when the file is invalid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'meridian-personas-'));
    dirs.push(dir);
    cpSync(join(root, 'scenarios'), join(dir, 'scenarios'), { recursive: true });
    writeFileSync(join(dir, 'scenarios/personas.yaml'), 'personas:\n  - id: a\n    label: A\n    facts: { user: { isLogin: 1 } }\n');
    expect(() => load(dir)).toThrow(
      /invalid personas:\nscenarios\/personas\.yaml:4:\d+ personas\[0\]\.facts\.user\.isLogin: must be boolean/,
    );
  });
});
