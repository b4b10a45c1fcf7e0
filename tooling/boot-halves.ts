import type { HtmlTagDescriptor, Rollup } from 'vite';

/** The module the boot (src/app/main.ts) imports dynamically: the React half of the app. */
export const REACT_HALF = '/src/app/render-app.tsx';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk and every chunk it imports statically, dependencies first. */
function staticGraph(bundle: Rollup.OutputBundle, start: Chunk): Chunk[] {
  const out: Chunk[] = [];
  const seen = new Set<string>();
  const walk = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') walk(next as Chunk);
    }
    out.push(chunk);
  };
  walk(start);
  return out;
}

/**
 * The boot's first half runs as soon as its own few scripts are in; the React half is a dynamic
 * import, which the browser would only start fetching then. These tags put the React half's
 * scripts (modulepreload, at low priority: on a slow link the first half and the session's
 * answers come first) and its stylesheets (render-blocking, as they were when the app was one
 * static graph: the static first paint needs them) in the page's head, so everything still
 * downloads from the first byte. Nothing when the bundle has no React half.
 */
export function reactHalfTags(bundle: Rollup.OutputBundle, base = '/'): HtmlTagDescriptor[] {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const half = chunks.find((c) => c.facadeModuleId?.endsWith(REACT_HALF));
  if (!half) return [];
  const entry = chunks.filter((c) => c.isEntry && c.dynamicImports.includes(half.fileName));
  const loaded = new Set(entry.flatMap((c) => staticGraph(bundle, c)).map((c) => c.fileName));
  const graph = staticGraph(bundle, half);
  const css = [...new Set(graph.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))];
  return [
    ...css.map((href): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: { rel: 'stylesheet', crossorigin: true, href: base + href },
      injectTo: 'head',
    })),
    ...graph
      .filter((c) => !loaded.has(c.fileName))
      .map((c): HtmlTagDescriptor => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: base + c.fileName },
        injectTo: 'head',
      })),
  ];
}
