import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

const imports = (file: string) => [...readFileSync(join(root, file), 'utf8').matchAll(/from ['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('architecture', () => {
  // React, the DOM, Node and layer directions are the compiler's and dependency-cruiser's (tsconfig.pure.json,
  // .dependency-cruiser.cjs; tooling/layers.test.ts). What neither can see: a hidden clock or environment.
  it('keeps the pure layers free of the clock and import.meta.env (time comes in as a fact)', () => {
    const bad: string[] = [];
    for (const file of ['src/rules-model', 'src/config', 'src/engine', 'src/analysis'].flatMap(sourceFiles)) {
      const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const g of [/import\.meta\.env/, /\bDate\.now\(/, /new Date\(\)/]) if (g.test(code)) bad.push(`${file} uses ${g.source}`);
    }
    expect(bad).toEqual([]);
  });

  it('imports the regular-expression analysers only from src/config/regex-safety.ts (lint time: the site never loads them)', () => {
    const all = [...sourceFiles('src'), ...sourceFiles('preview'), ...sourceFiles('cli'), ...sourceFiles('tooling')];
    const users = all.filter((f) => imports(f).some((s) => /^(scslre|refa|regexp-ast-analysis|@eslint-community\/regexpp)$/.test(s)));
    expect(users).toEqual(['src/config/regex-safety.ts']);
  });

  it('has schema types generated from the current schemas', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-types.ts', '--check'], { cwd: root, encoding: 'utf8' });
    expect(out).toContain('up to date');
  });
});
