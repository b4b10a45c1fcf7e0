import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The source root the chains below are reported relative to. */
export const SRC = join(__dirname, '..');

/** Module specifiers a file imports statically, skipping `import type` and dynamic `import()`. */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(re)) if (!m[2]) out.push(m[3]!);
  return out;
}

/** The file a relative specifier names (`./x` → `./x.ts`, `./x.tsx` or `./x/index.ts`); null for a package. */
export function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Every package a static import chain from `entry` reaches, with the chain that reaches it. */
export function reachedPackages(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.endsWith('.css') || spec.endsWith('.json')) continue;
      const next = resolveImport(file, spec);
      if (next) walk(next, [...chain, relative(SRC, next)]);
      else if (!spec.startsWith('.') && !found.has(spec)) found.set(spec, chain);
    }
  };
  walk(entry, [relative(SRC, entry)]);
  return found;
}

/** Every source file a static import chain from `entry` reaches (`entry` included), with the chain that reaches it. */
export function reachedFiles(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (file: string, chain: string[]) => {
    if (found.has(file)) return;
    found.set(file, chain);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.endsWith('.css') || spec.endsWith('.json')) continue;
      const next = resolveImport(file, spec);
      if (next) walk(next, [...chain, relative(SRC, next)]);
    }
  };
  walk(entry, [relative(SRC, entry)]);
  return found;
}

/** The namespaces a file reads through `useTranslation(…)` (typed keys need the namespace listed there; docs/shell.md). */
export function translationNamespaces(code: string): Set<string> {
  const out = new Set<string>();
  for (const m of code.matchAll(/useTranslation\(([^)]*)\)/g)) for (const q of m[1]!.matchAll(/'([a-z-]+)'/g)) out.add(q[1]!);
  return out;
}
