import { useEffect, useState } from 'react';

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
