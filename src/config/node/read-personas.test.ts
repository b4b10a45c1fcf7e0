import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigInvalidError } from '../config-error';
import { PERSONAS_FILE } from '../personas';
import { loadPersonas } from './read-personas';

const repo = new URL('../../..', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A root holding a copy of the repository's personas file. */
function rootWithPersonas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-personas-'));
  dirs.push(dir);
  cpSync(join(repo, 'scenarios'), join(dir, 'scenarios'), { recursive: true });
  return dir;
}

/** Rewrites the file with a later mtime (two writes within one clock tick must still count as an edit). */
function edit(root: string, change: (text: string) => string, seconds: number): void {
  const file = join(root, PERSONAS_FILE);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
  const at = new Date(Date.now() + seconds * 1000);
  utimesSync(file, at, at);
}

describe('loadPersonas', () => {
  it('reads once and again after an edit', () => {
    const root = rootWithPersonas();
    const first = loadPersonas(root);
    expect(loadPersonas(root)).toBe(first);
    edit(root, (t) => t.replace(/^(\s*label:\s*).*$/m, '$1Edited label'), 10);
    const second = loadPersonas(root);
    expect(second).not.toBe(first);
    expect(second[0]!.label).toBe('Edited label');
  });

  it('throws the located errors on the first read of a broken file', () => {
    const root = rootWithPersonas();
    edit(root, (t) => `${t}\n  - id: 42\n`, 10);
    expect(() => loadPersonas(root)).toThrow(ConfigInvalidError);
  });

  it('keeps the personas read before when an edit breaks the file, and warns where', () => {
    const root = rootWithPersonas();
    const first = loadPersonas(root);
    const warnings: string[] = [];
    edit(root, (t) => t.replace(/^(\s*-\s*id:\s*).*$/m, '$1[unclosed'), 10);
    expect(loadPersonas(root, (m) => warnings.push(m))).toBe(first);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`${PERSONAS_FILE}:\\d+:\\d+`));
    // Fixed again: read again.
    edit(root, (t) => t.replace('[unclosed', 'visitor_fixed'), 20);
    expect(loadPersonas(root, (m) => warnings.push(m))[0]!.id).toBe('visitor_fixed');
    expect(warnings).toHaveLength(1);
  });
});
