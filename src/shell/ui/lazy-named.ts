import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export, so a chunk's module need not default-export its component:
 * `const Panel = lazyNamed(() => import('./panel'), 'Panel')`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy components
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
