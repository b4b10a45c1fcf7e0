import { createElement, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * A module fetched on demand whose components render synchronously once it is here: unlike
 * React.lazy nothing suspends, so a boot that loads it before the first render (render-app.tsx)
 * shows them in that render, and a later render that wants it shows nothing until it arrives.
 */
export interface Preloadable<M> {
  /** Starts the download once (a failed one is retried by the next call); resolves with the module. */
  load(): Promise<M>;
  /** The module when `wanted` and here; starts the download on the first render that wants it and re-renders when it arrives. */
  useModule(wanted: boolean): M | undefined;
}

export function preloadable<M>(importer: () => Promise<M>): Preloadable<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (m) => (module = m),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  return {
    load,
    useModule(wanted) {
      const [, arrived] = useState(0);
      useEffect(() => {
        if (!wanted || module) return undefined;
        let live = true;
        load().then(
          () => {
            if (live) arrived((n) => n + 1);
          },
          (e: unknown) => console.warn('a part of the page could not be loaded', e),
        );
        return () => {
          live = false;
        };
      }, [wanted]);
      return wanted ? module : undefined;
    },
  };
}

/**
 * One component of a preloadable module as a component of its own: `fallback` (nothing by default)
 * until the module is here, then the component with the same props. Starts the download on its
 * first render; a boot that preloaded the module renders the component at once.
 */
// `any` is React's own bound for a component of unknown props, as in lazyNamed.
export function preloadedPart<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  part: Preloadable<M>,
  name: K,
  fallback: ReactNode = null,
): (props: ComponentProps<M[K]>) => ReactNode {
  return function PreloadedPart(props: ComponentProps<M[K]>) {
    const module = part.useModule(true);
    return module ? createElement(module[name], props) : fallback;
  };
}
