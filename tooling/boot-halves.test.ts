import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactHalfTags, REACT_HALF } from './boot-halves';

const chunk = (
  fileName: string,
  o: { imports?: string[]; dynamicImports?: string[]; css?: string[]; facade?: string; entry?: boolean } = {},
) => ({
  type: 'chunk',
  fileName,
  imports: o.imports ?? [],
  dynamicImports: o.dynamicImports ?? [],
  isEntry: o.entry ?? false,
  facadeModuleId: o.facade ?? null,
  viteMetadata: { importedCss: new Set(o.css ?? []) },
});

describe("reactHalfTags (index.html preloads the boot's React half)", () => {
  it("preloads the React half's scripts at low priority and links its stylesheets, dependencies first; not what the entry loads anyway", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/site.js', {
          entry: true,
          imports: ['assets/shared.js'],
          dynamicImports: ['assets/render-app.js'],
          facade: '/r/index.html',
        }),
        chunk('assets/shared.js'),
        chunk('assets/render-app.js', {
          imports: ['assets/react.js', 'assets/shared.js', 'assets/shell.js'],
          facade: `/r${REACT_HALF}`,
          css: ['assets/shell.css'],
        }),
        chunk('assets/react.js'),
        chunk('assets/shell.js', { imports: ['assets/react.js'], css: ['assets/controls.css'] }),
        chunk('assets/lazy.js', { imports: ['assets/react.js'], css: ['assets/lazy.css'] }),
      ].map((c) => [c.fileName, c]),
    ) as unknown as Rollup.OutputBundle;
    const tags = reactHalfTags(bundle);
    expect(tags.map((t) => [t.attrs!.rel, t.attrs!.href, t.attrs!.fetchpriority])).toEqual([
      ['stylesheet', '/assets/controls.css', undefined],
      ['stylesheet', '/assets/shell.css', undefined],
      ['modulepreload', '/assets/react.js', 'low'],
      ['modulepreload', '/assets/shell.js', 'low'],
      ['modulepreload', '/assets/render-app.js', 'low'],
    ]);
    expect(tags.every((t) => t.injectTo === 'head')).toBe(true);
  });

  it('adds nothing to a bundle without a React half', () => {
    expect(reactHalfTags({} as Rollup.OutputBundle)).toEqual([]);
  });
});
