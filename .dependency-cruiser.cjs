// The layers of the repository, checked on resolved paths by dependency-cruiser (`npm run lint:layers`,
// part of `npm run lint`). Every import counts, however it is spelled and of whatever kind: static,
// dynamic import(), `import type`, `export … from`. The layers, the direction and the reasons:
// docs/architecture.md and docs/adr/0244-layers-enforced-on-resolved-paths.md. The probes that
// prove each rule refuses what it should: tooling/layers.test.ts.
//
// A rule's `from` leaves out test files: a test may reach across layers to set up what it checks.
// Cycles are refused everywhere, tests included.

/** Test code: unit and browser tests, their cases and the shared test helpers. */
const TEST = String.raw`(\.test\.tsx?|\.e2e\.ts|\.cases\.ts)$|^src/test-support/`;

/** Every top-level folder this configuration has rules for. */
const OWN = String.raw`^(src|cli|preview|tooling|bench|scripts|e2e|security)/`;

/** `^src/(a|b)/` */
const src = (...layers) => `^src/(${layers.join('|')})/`;

/** The layers that run anywhere (browser, Node, a worker): no DOM framework, no site code. */
const PURE = ['generated', 'rules-model', 'config', 'engine', 'analysis'];

/** Browser and UI frameworks, by resolved path. */
const UI_FRAMEWORKS = String.raw`^node_modules/(react|react-dom|@mui/[^/]+|@emotion/[^/]+|@tanstack/[^/]+|zustand|i18next|react-i18next|msw)/`;

/**
 * A layer's rule: from `from` (tests left out), nothing in this repository's folders but `allowed`
 * and the layer itself.
 */
const layer = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TEST },
  to: { path: OWN, pathNot: [from, ...allowed] },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'a cycle of any kind (static, dynamic, type-only, re-export) makes two modules one: break it by moving what both need below both',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        "every import resolves to a file (virtual:meridian/* are the build plugins' modules); an unresolved import would slip past every layer rule",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:meridian/' },
    },

    // src: the layers, lowest first. Each names the layers it may import.
    layer('layer-generated', '^src/generated/', [], 'src/generated holds the types generated from schemas/: it imports nothing of ours'),
    layer(
      'layer-rules-model',
      '^src/rules-model/',
      [src('generated'), '^locales/languages\\.json$'],
      'rules-model is the lowest layer: it imports only src/generated (and the languages list, data)',
    ),
    layer('layer-config', '^src/config/', [src('generated', 'rules-model'), '^schemas/'], 'config depends on rules-model only'),
    layer('layer-engine', '^src/engine/', [src('generated', 'rules-model'), '^schemas/'], 'the engine runtime depends on rules-model only'),
    layer(
      'layer-analysis',
      '^src/analysis/',
      [src('generated', 'rules-model', 'config', 'engine')],
      'analysis (CLI, preview, bench, build) builds on rules-model, config and engine, never on the site',
    ),
    layer(
      'layer-lib',
      '^src/lib/',
      [src('generated', 'rules-model'), '^locales/'],
      'lib is shared plumbing: it imports rules-model and itself',
    ),
    layer(
      'layer-api',
      '^src/api/',
      [src('generated', 'rules-model', 'lib')],
      'api calls and their answer types depend on lib and rules-model only',
    ),
    layer(
      'layer-decision',
      '^src/decision/',
      [src('generated', 'rules-model', 'config', 'engine', 'lib', 'api')],
      'the bridge turns answers into facts and Decisions; it never imports the shell, the app, the boot or analysis',
    ),
    layer(
      'layer-boot',
      '^src/boot/',
      [src('generated', 'rules-model', 'config', 'engine', 'lib', 'api', 'decision')],
      "the boot's first half draws before React: it never imports the shell, the app or analysis (src/app/main.ts wires it to them)",
    ),
    layer(
      'layer-shell',
      '^src/shell/',
      [src('generated', 'rules-model', 'lib', 'api', 'decision')],
      'shell features render the Decision: they never import src/app, the boot, the engine, config or analysis',
    ),
    {
      name: 'shell-feature-not-to-feature',
      comment: 'a shell feature does not import another feature: share through shell/ui or src/lib (shell/pages composes features)',
      severity: 'error',
      from: { path: '^src/shell/([^/]+)/', pathNot: [TEST, '^src/shell/pages/'] },
      to: { path: '^src/shell/[^/]+/', pathNot: ['^src/shell/$1/', '^src/shell/ui/'] },
    },
    {
      name: 'shell-ui-not-to-feature',
      comment: 'shell/ui is what every feature shares: it imports no feature',
      severity: 'error',
      from: { path: '^src/shell/ui/', pathNot: TEST },
      to: { path: '^src/shell/', pathNot: '^src/shell/ui/' },
    },
    layer(
      'layer-app',
      '^src/app/',
      [src('generated', 'rules-model', 'config', 'engine', 'lib', 'api', 'decision', 'boot', 'shell')],
      'src/app composes the site: anything of the site, but never analysis, the embedded backend or test support',
    ),
    layer(
      'layer-mocks',
      '^src/mocks/',
      [src('generated', 'rules-model', 'config', 'engine', 'lib', 'api')],
      "the embedded backend answers like the real one: it never imports the site's UI, the bridge or analysis",
    ),
    {
      name: 'not-to-test-support',
      comment: 'test helpers and tests are for tests',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },

    // The folders beside src.
    layer(
      'layer-cli',
      '^cli/',
      [src(...PURE)],
      'the CLI builds on the pure layers (rules-model, config, engine, analysis), never on the site',
    ),
    layer(
      'layer-preview',
      '^preview/',
      [src(...PURE, 'lib', 'decision')],
      "the preview shows Decisions with the pure layers, the bridge and lib; it never imports the site's shell, app or boot",
    ),
    layer(
      'layer-tooling',
      '^tooling/',
      [src(...PURE, 'lib', 'api', 'decision', 'boot')],
      "build plugins render the static shell and the inline scripts from the pure layers, lib, api, the bridge and the boot's markup; never the shell or the app",
    ),
    layer('layer-security', '^security/', [src(...PURE), '^cli/'], 'the security corpus runs the CLI and the pure layers'),
    layer(
      'layer-bench',
      '^bench/',
      [src(...PURE, 'lib', 'api', 'decision', 'boot', 'shell', 'app', 'mocks'), '^cli/', '^security/', '^tooling/', '^scripts/'],
      'bench measures anything of the site, the CLI and the rules pipeline (scripts/rules-pipeline), and serves the build with scripts/site-preview.ts; never tests or e2e',
    ),
    layer(
      'layer-scripts',
      '^scripts/',
      [src(...PURE), '^cli/', '^tooling/'],
      'repository scripts drive the CLI and the pure layers; never the site, nor bench (it sits above scripts)',
    ),
    {
      name: 'scripts-not-to-bench',
      comment:
        'bench sits above scripts (it runs the rules pipeline and serves the build with scripts/site-preview.ts): nothing in scripts/, tests included, imports bench/; what both need lives in scripts/',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^bench/' },
    },
    {
      name: 'layer-e2e',
      comment:
        'the browser tests drive the site through the page: they read the site only through shell/ui, the bridge and the pure layers',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: [src('app', 'boot', 'lib', 'api'), String.raw`^src/shell/(?!ui/)`, '^bench/', '^tooling/'] },
    },
    {
      name: 'not-to-e2e',
      comment: 'only the browser tests import e2e/',
      severity: 'error',
      from: { pathNot: '^(e2e/|vitest\\.e2e\\.config\\.ts$)' },
      to: { path: '^e2e/' },
    },
    {
      name: 'src-not-to-outside',
      comment: 'src never imports the CLI, preview, tooling, bench, scripts, e2e or security; they import src',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST },
      to: { path: '^(cli|preview|tooling|bench|scripts|e2e|security)/' },
    },

    // Packages.
    {
      name: 'pure-not-to-node',
      comment: 'no Node built-ins in the layers that run in the browser too (Node-only reading lives in src/config/node)',
      severity: 'error',
      from: { path: src('rules-model', 'config', 'engine', 'analysis'), pathNot: [TEST, '^src/config/node/'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'pure-not-to-ui',
      comment: 'no UI or browser framework in the pure layers',
      severity: 'error',
      from: { path: src('rules-model', 'config', 'engine', 'analysis'), pathNot: TEST },
      to: { path: UI_FRAMEWORKS },
    },
    {
      name: 'json-rules-engine-only-in-engine',
      comment: "json-rules-engine is the engine runtime's (src/engine) alone; bench measures it against the engine",
      severity: 'error',
      from: { pathNot: [TEST, '^src/engine/', '^bench/'] },
      to: { path: '^node_modules/json-rules-engine/' },
    },
  ],
  options: {
    // TypeScript before compilation: type-only imports and re-exports are edges too. Needs the
    // TypeScript compiler API: tooling/layers/typescript-api.mjs (see package.json lint:layers).
    parser: 'tsc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: '^(dist[^/]*|cli/dist|tmp)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    progress: { type: 'none' },
  },
};
