import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The home page's first paint is plain elements and CSS (docs/performance.md): MUI and emotion load
// with the lazy parts (lazyNamed wraps each in MuiScope). A static import of either from anything
// the boot reaches without a dynamic import() would put them back into the home page's JavaScript.
// The boot's first half (main.ts) has no React at all: it decides and draws the first paint while
// the React half (render-app.tsx) downloads.
const SRC = join(__dirname, '..');
const FORBIDDEN = /^@(mui|emotion)\//;
const NOT_IN_FIRST_HALF = /^(react|react-dom|react-i18next|i18next|zustand|@tanstack\/react-query|@mui|@emotion)(\/|$)/;

/** Module specifiers a file imports statically, skipping `import type` and dynamic `import()`. */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(re)) if (!m[2]) out.push(m[3]!);
  return out;
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Every package a static import chain from `entry` reaches, with the chain that reaches it. */
function reachedPackages(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.endsWith('.css') || spec.endsWith('.json')) continue;
      const next = resolve(file, spec);
      if (next) walk(next, [...chain, relative(SRC, next)]);
      else if (!spec.startsWith('.') && !found.has(spec)) found.set(spec, chain);
    }
  };
  walk(entry, [relative(SRC, entry)]);
  return found;
}

describe('the first paint has no MUI', () => {
  it('reads static imports and skips type-only and dynamic ones', () => {
    const code =
      "import a from 'x';\nimport type { T } from 'y';\nexport { b } from './z';\nconst c = () => import('w');\nimport './s.css';\nimport {\n  d,\n} from '@mui/material/Box';";
    expect(staticImports(code)).toEqual(['x', './z', './s.css', '@mui/material/Box']);
  });

  it('the boot reaches neither @mui nor @emotion without a dynamic import', () => {
    const reached = reachedPackages(join(SRC, 'app/render-app.tsx'));
    expect(reached.has('react-dom/client')).toBe(true);
    const bad = [...reached, ...reachedPackages(join(SRC, 'boot/main.ts'))]
      .filter(([spec]) => FORBIDDEN.test(spec))
      .map(([spec, chain]) => `${spec} ← ${chain.join(' ← ')}`);
    expect(bad).toEqual([]);
  });

  it("the boot's first half reaches no React, i18next, zustand or react-query", () => {
    const reached = reachedPackages(join(SRC, 'boot/main.ts'));
    expect(reached.has('js-cookie')).toBe(true);
    const bad = [...reached].filter(([spec]) => NOT_IN_FIRST_HALF.test(spec)).map(([spec, chain]) => `${spec} ← ${chain.join(' ← ')}`);
    expect(bad).toEqual([]);
  });
});
