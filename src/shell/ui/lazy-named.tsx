import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces, type LaterNamespace } from '../../lib/i18n-later';
import { useNamespaces } from './use-namespaces';

/**
 * React.lazy for a named export, so a chunk's module need not default-export its component:
 * `const Panel = lazyNamed(() => import('./panel'), 'Panel')`. The part renders inside MuiScope,
 * which loads with it: MUI and its theme are not part of the shell's first paint. A part drawn
 * without MUI passes `{ mui: false }` and loads without them. A part that reads a namespace only
 * such parts use (src/lib/i18n-later.ts) names it in `ns`: its English text loads beside the code
 * and the part renders once both are in (lazy-named-scope.test.ts checks every call).
 */
// `any` is React's own bound for lazy components.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { mui = true, ns = [] }: { mui?: boolean; ns?: readonly LaterNamespace[] } = {},
): LazyExoticComponent<M[K]> {
  const withText = async () => (await Promise.all([load(), ns.length ? loadNamespaces(ns) : undefined]))[0];
  const texts = (Part: M[K]): M[K] => {
    if (!ns.length) return Part;
    const WithText = (props: ComponentProps<M[K]>) => {
      useNamespaces(ns);
      return <Part {...props} />;
    };
    return WithText as unknown as M[K];
  };
  if (!mui) return lazy(async () => ({ default: texts((await withText())[name]) }));
  return lazy(async () => {
    const [{ MuiScope }, module] = await Promise.all([import('./mui/mui-scope'), withText()]);
    const Part = texts(module[name]);
    const Scoped = (props: ComponentProps<M[K]>) => (
      <MuiScope>
        <Part {...props} />
      </MuiScope>
    );
    return { default: Scoped as unknown as M[K] };
  });
}
