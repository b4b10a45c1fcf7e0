import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileOrThrow } from '../compile';
import { cacheDir, cacheKey, readCompiled, writeCompiled } from './compiled-cache';
import { readSources } from './read-sources';

const repo = join(__dirname, '../../..');
const dirs: string[] = [];
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), 'meridian-cache-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const sources = [
  { file: 'sites/main.yaml', text: 'id: 0\n' },
  { file: 'rules/a.yaml', text: 'rules: []\n' },
];

describe('the compiled-configuration cache', () => {
  it('keys by the build and by every path and text', () => {
    const key = cacheKey('b1', sources);
    expect(
      cacheKey(
        'b1',
        sources.map((s) => ({ ...s })),
      ),
    ).toBe(key);
    expect(cacheKey('b2', sources)).not.toBe(key);
    expect(cacheKey('b1', [sources[0]!, { ...sources[1]!, text: 'rules: [ ]\n' }])).not.toBe(key);
    expect(cacheKey('b1', [sources[0]!, { ...sources[1]!, file: 'rules/b.yaml' }])).not.toBe(key);
    expect(cacheKey('b1', [sources[0]!])).not.toBe(key);
    // The text's length is part of the key, so moving bytes between two files is another key.
    expect(
      cacheKey('b1', [
        { file: 'a', text: 'xy' },
        { file: 'b', text: 'z' },
      ]),
    ).not.toBe(
      cacheKey('b1', [
        { file: 'a', text: 'x' },
        { file: 'b', text: 'yz' },
      ]),
    );
  });

  it("gives back the repo's compiled configuration exactly as compiled (JSON keeps every value)", () => {
    const root = temp();
    const config = compileOrThrow(readSources(repo));
    writeCompiled(root, 'k1', config);
    expect(readCompiled(root, 'k1')).toStrictEqual(config);
    expect(readCompiled(root, 'k2')).toBeNull();
  });

  it('reads a broken entry as none, and keeps the newest eight', () => {
    const root = temp();
    mkdirSync(cacheDir(root), { recursive: true });
    writeFileSync(join(cacheDir(root), 'compiled-bad.json'), '{"ver');
    expect(readCompiled(root, 'bad')).toBeNull();
    for (let i = 0; i < 10; i++) {
      writeCompiled(root, `a${i}`, { version: i } as never);
      const t = new Date(Date.UTC(2026, 0, 1, 0, i));
      utimesSync(join(cacheDir(root), `compiled-a${i}.json`), t, t);
    }
    writeCompiled(root, 'b0', { version: 99 } as never);
    const left = readdirSync(cacheDir(root)).sort();
    expect(left).toHaveLength(8);
    expect(left).toContain('compiled-b0.json');
    expect(left).not.toContain('compiled-a0.json');
    expect(left.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('skips a cache it cannot write without failing', () => {
    const root = temp();
    writeFileSync(join(root, 'node_modules'), 'a file where the cache folder would go');
    expect(() => writeCompiled(root, 'k', { version: 1 } as never)).not.toThrow();
    expect(existsSync(cacheDir(root))).toBe(false);
    expect(readCompiled(root, 'k')).toBeNull();
  });
});
