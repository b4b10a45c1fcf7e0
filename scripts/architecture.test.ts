import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
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
  it('keeps src/engine and src/config free of React, DOM, fetch and import.meta.env', () => {
    const bad: string[] = [];
    for (const file of [...sourceFiles('src/engine'), ...sourceFiles('src/config')]) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const spec of imports(file)) if (/^(react|react-dom|@mui\/|@tanstack\/react-query|msw|zustand|i18next)/.test(spec)) bad.push(`${file} imports ${spec}`);
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const g of [/\bdocument\.\w/, /\bwindow\.\w/, /import\.meta\.env/, /\bfetch\(/, /\blocalStorage\b/, /\bDate\.now\(/, /new Date\(\)/]) if (g.test(code)) bad.push(`${file} uses ${g.source}`);
    }
    expect(bad).toEqual([]);
  });

  it('imports json-rules-engine only from src/engine', () => {
    const all = [...sourceFiles('src'), ...sourceFiles('preview'), ...sourceFiles('cli')];
    const users = all.filter((f) => imports(f).includes('json-rules-engine')).map((f) => relative(root, join(root, f)));
    expect(users.every((f) => f.startsWith('src/engine/')), users.join(', ')).toBe(true);
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
