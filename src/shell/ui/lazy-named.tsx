import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export, so a chunk's module need not default-export its component:
 * `const Panel = lazyNamed(() => import('./panel'), 'Panel')`. The part renders inside MuiScope,
 * which loads with it: MUI and its theme are not part of the shell's first paint. A part drawn
 * without MUI passes `{ mui: false }` and loads without them.
 */
// `any` is React's own bound for lazy components.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { mui = true }: { mui?: boolean } = {},
): LazyExoticComponent<M[K]> {
  if (!mui) return lazy(async () => ({ default: (await load())[name] }));
  return lazy(async () => {
    const [{ MuiScope }, module] = await Promise.all([import('./mui/mui-scope'), load()]);
    const Part = module[name];
    const Scoped = (props: ComponentProps<M[K]>) => (
      <MuiScope>
        <Part {...props} />
      </MuiScope>
    );
    return { default: Scoped as unknown as M[K] };
  });
}
