import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachedPackages, SRC, staticImports } from '../test-support/static-imports';

// The home page's first paint is plain elements and CSS (docs/performance-method.md): MUI and emotion load
// with the lazy parts (lazyNamed wraps each in MuiScope). A static import of either from anything
// the boot reaches without a dynamic import() would put them back into the home page's JavaScript.
// The boot's first half (main.ts) has no React at all: it decides and draws the first paint while
// the React half (render-app.tsx) downloads.
const FORBIDDEN = /^@(mui|emotion)\//;
const NOT_IN_FIRST_HALF = /^(react|react-dom|react-i18next|i18next|zustand|@tanstack\/react-query|@mui|@emotion)(\/|$)/;

describe('the first paint has no MUI', () => {
  it('reads static imports and skips type-only and dynamic ones', () => {
    const code =
      "import a from 'x';\nimport type { T } from 'y';\nexport { b } from './z';\nconst c = () => import('w');\nimport './s.css';\nimport {\n  d,\n} from '@mui/material/Box';";
    expect(staticImports(code)).toEqual(['x', './z', './s.css', '@mui/material/Box']);
  });

  it('the boot reaches neither @mui nor @emotion without a dynamic import', () => {
    const reached = reachedPackages(join(SRC, 'app/render-app.tsx'));
    expect(reached.has('react-dom/client')).toBe(true);
    const bad = [...reached, ...reachedPackages(join(SRC, 'app/main.ts'))]
      .filter(([spec]) => FORBIDDEN.test(spec))
      .map(([spec, chain]) => `${spec} ← ${chain.join(' ← ')}`);
    expect(bad).toEqual([]);
  });

  it("the boot's first half reaches no React, i18next, zustand or react-query", () => {
    const reached = reachedPackages(join(SRC, 'app/main.ts'));
    expect(reached.has('js-cookie')).toBe(true);
    const bad = [...reached].filter(([spec]) => NOT_IN_FIRST_HALF.test(spec)).map(([spec, chain]) => `${spec} ← ${chain.join(' ← ')}`);
    expect(bad).toEqual([]);
  });
});
