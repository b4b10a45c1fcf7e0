import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachedPackages, resolveImport, SRC } from '../../test-support/static-imports';

// lazyNamed loads MUI, emotion and the theme (MuiScope, about 33 KB gzip) with every part unless
// the part says `{ mui: false }`. A part that draws no MUI component but keeps the default pays
// those bytes for nothing, and on the home page that is the ceiling (issue 22's top markets did:
// 232.5 → 199.3 KB on main once it said so). Each lazyNamed call with a literal import() is
// checked: its module reaches @mui or @emotion statically, or it passes { mui: false }.
const MUI = /^@(mui|emotion)\//;
const CALL = /lazyNamed\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*,\s*'[^']+'\s*(,\s*\{\s*mui:\s*false\s*\})?\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-support' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

export function lazyParts(file: string): { module: string | null; plain: boolean }[] {
  return [...readFileSync(file, 'utf8').matchAll(CALL)].map((m) => ({ module: resolveImport(file, m[1]!), plain: m[2] !== undefined }));
}

describe('lazyNamed parts load MUI only when they draw it', () => {
  const all = sources(SRC)
    .filter((file) => !file.endsWith('lazy-named.tsx'))
    .flatMap((file) => lazyParts(file).map((p) => ({ ...p, from: relative(SRC, file) })));

  const parts = all.filter((p): p is typeof p & { module: string } => p.module !== null);

  it('finds the parts (the pattern still matches the code)', () => {
    expect(parts.length).toBeGreaterThan(20);
    expect(all.filter((p) => p.module === null).map((p) => p.from)).toEqual([]);
    expect(parts.find((p) => p.module?.endsWith('home/top-markets.tsx'))?.plain).toBe(true);
  });

  it('a part whose module reaches no @mui or @emotion says { mui: false }', () => {
    const needless = parts
      .filter((p) => !p.plain && ![...reachedPackages(p.module).keys()].some((spec) => MUI.test(spec)))
      .map((p) => `${p.from} → ${relative(SRC, p.module)}`);
    expect(needless).toEqual([]);
  });

  it('a part that says { mui: false } reaches no @mui or @emotion', () => {
    const wrong = parts
      .filter((p) => p.plain)
      .flatMap((p) =>
        [...reachedPackages(p.module)].filter(([spec]) => MUI.test(spec)).map(([spec, chain]) => `${spec} ← ${chain.join(' ← ')}`),
      );
    expect(wrong).toEqual([]);
  });
});
