import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATER_NAMESPACES } from '../../lib/i18n-later';
import { reachedFiles, reachedPackages, resolveImport, SRC, translationNamespaces } from '../../test-support/static-imports';

// lazyNamed loads MUI, emotion and the theme (MuiScope, about 33 KB gzip) with every part unless
// the part says `{ mui: false }`. A part that draws no MUI component but keeps the default pays
// those bytes for nothing, and on the home page that is the ceiling (issue 22's top markets did:
// 232.5 → 199.3 KB on main once it said so). Each lazyNamed call with a literal import() is
// checked: its module reaches @mui or @emotion statically, or it passes { mui: false }.
const MUI = /^@(mui|emotion)\//;
const CALL = /lazyNamed\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*,\s*'[^']+'\s*(?:,\s*(\{[^}]*\}))?\s*,?\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-support' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

export function lazyParts(file: string): { module: string | null; plain: boolean; ns: string[] }[] {
  return [...readFileSync(file, 'utf8').matchAll(CALL)].map((m) => ({
    module: resolveImport(file, m[1]!),
    plain: /mui:\s*false/.test(m[2] ?? ''),
    ns: [...(/ns:\s*\[([^\]]*)\]/.exec(m[2] ?? '')?.[1]?.matchAll(/'([a-z-]+)'/g) ?? [])].map((q) => q[1]!),
  }));
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

// The English of account, auth, chart, dialogs and notifications is not in the home page
// (src/lib/i18n-later.ts; docs/performance-method.md, the 185 KB ceiling): a part that reads one of them names it in `ns`, so its text
// arrives with its code and no key shows as text. What the home page reaches statically reads none.
describe('namespaces fetched later are named by the parts that read them', () => {
  const later = new Set<string>(LATER_NAMESPACES);
  // A file that calls useNamespaces([…]) itself waits for those (chart-lazy.tsx, notification-bell.tsx).
  const ensured = (code: string) =>
    new Set([...(/useNamespaces\(\[([^\]]*)\]\)/.exec(code)?.[1] ?? '').matchAll(/'([a-z-]+)'/g)].map((q) => q[1]!));
  const reads = (module: string) =>
    [...reachedFiles(module)].flatMap(([file, chain]) => {
      const code = readFileSync(file, 'utf8');
      const own = ensured(code);
      return [...translationNamespaces(code)].filter((n) => later.has(n) && !own.has(n)).map((n) => ({ n, chain }));
    });
  const parts = sources(SRC)
    .filter((file) => !file.endsWith('lazy-named.tsx'))
    .flatMap((file) => lazyParts(file).map((p) => ({ ...p, from: relative(SRC, file) })))
    .filter((p): p is typeof p & { module: string } => p.module !== null);

  it('the home page reads none of them (boot, React half, shell)', () => {
    const bad = [join(SRC, 'app/main.ts'), join(SRC, 'app/render-app.tsx')].flatMap((entry) =>
      reads(entry).map(({ n, chain }) => `${n}: ${chain.join(' → ')}`),
    );
    expect(bad).toEqual([]);
  });

  it('a part names every such namespace its module reads', () => {
    const missing = parts.flatMap((p) =>
      reads(p.module)
        .filter(({ n }) => !p.ns.includes(n))
        .map(({ n, chain }) => `${p.from}: ${n} (${chain.join(' → ')})`),
    );
    expect(missing).toEqual([]);
    expect(parts.find((p) => p.module.endsWith('dialogs/dialog-views.tsx'))?.ns).toEqual(['dialogs']);
  });

  it('the bell, a session part loaded without lazyNamed, fetches its namespace with its code', () => {
    const importer = readFileSync(join(SRC, 'shell/notifications/bell-import.ts'), 'utf8');
    expect(importer).toMatch(/loadNamespaces\(\['notifications'\]\)/);
    const bell = readFileSync(join(SRC, 'shell/notifications/notification-bell.tsx'), 'utf8');
    expect(translationNamespaces(bell).has('notifications')).toBe(true);
    expect(bell).toMatch(/useNamespaces\(\['notifications'\]\)/);
  });
});
