import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  isAbsoluteUrl,
  parsePath,
  resolveTo,
  sameOriginUrl,
  type History,
  type Location,
  type NavigateOptions,
  type Path,
  type To,
} from './history';

/**
 * The app's router: the part of react-router's API the app uses (BrowserRouter, MemoryRouter,
 * Link, Navigate, useLocation, useNavigate), on the store in history.ts. No route matching: the
 * shell matches paths itself (app/routes.ts). Like react-router 7 without <ScrollRestoration>, a
 * navigation does not scroll.
 */

export type { Location, NavigateOptions, To } from './history';

type NavigateFunction = (to: To, options?: NavigateOptions) => void;

interface RouterValue {
  history: History;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);
const LocationContext = createContext<Location | null>(null);

function useRouter(what: string): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${what} may be used only inside a <BrowserRouter> or <MemoryRouter>`);
  return router;
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  if (useContext(RouterContext)) throw new Error('A <BrowserRouter> or <MemoryRouter> cannot be rendered inside another one');
  // React state, not useSyncExternalStore: a navigation renders as a transition (as with
  // react-router 7), so a page that suspends (a lazy chunk) keeps the previous page on screen
  // instead of showing the Suspense fallback; an external store's update cannot be a transition.
  // The location object only changes on a navigation.
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const unsubscribe = history.subscribe(() => startTransition(() => setLocation(history.location)));
    // A navigation made after this render but before the subscription (a child's layout effect).
    setLocation(history.location);
    return unsubscribe;
  }, [history]);
  const router = useMemo<RouterValue>(
    () => ({
      history,
      navigate(to, { replace, state } = {}) {
        const path = resolveTo(to, history.location);
        if (replace) history.replace(path, state);
        else history.push(path, state);
      },
    }),
    [history],
  );
  return (
    <RouterContext value={router}>
      <LocationContext value={location}>{children}</LocationContext>
    </RouterContext>
  );
}

/** The router over `window.history`. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** A router in memory (tests): at the last of `initialEntries` (paths). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** Where the app is. The same object until the next navigation; `key` changes on every navigation. */
export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() may be used only inside a <BrowserRouter> or <MemoryRouter>');
  return location;
}

/** `navigate(to, { replace, state })`; the function is the same for the router's lifetime. */
export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate()').navigate;
}

/** Does `to` need the current location to resolve (no pathname, or a relative one)? */
function isRelative(to: To): boolean {
  const pathname = typeof to === 'string' ? (to === '' ? '/' : parsePath(to).pathname) : to.pathname;
  if (pathname == null) return true;
  return pathname !== '' && !pathname.startsWith('/') && !pathname.startsWith('\\');
}

const ROOT: Path = { pathname: '/', search: '', hash: '' };

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: To;
  /** Replace the current entry; by default a link to the current URL replaces, any other pushes (as react-router does). */
  replace?: boolean;
  state?: unknown;
}

/**
 * An `<a href>` that a plain left click turns into a router navigation. A click the `onClick`
 * prevented, with a modifier key, another button or a `target` other than `_self`, and any click
 * on a link to another origin, is left to the browser.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { history, navigate } = useRouter('<Link>');
  const absolute = isAbsoluteUrl(to);
  const external = absolute && !sameOriginUrl(to);
  // Only a relative link depends on where the app is: the others do not re-render on navigation.
  const href = absolute ? to : resolveTo(to, isRelative(to) ? use(LocationContext)! : ROOT);
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const path = resolveTo(to, history.location);
    navigate(path, { replace: replace ?? path === createPath(history.location), state });
  };
  return <a {...rest} href={href} target={target} onClick={onLinkClick} />;
}

/** Navigates when rendered (in an effect): once per mount, and again only if its target changes. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions): null {
  const { navigate } = useRouter('<Navigate>');
  const target = JSON.stringify(to);
  const done = useRef<readonly [string, boolean | undefined, unknown] | null>(null);
  useEffect(() => {
    const last = done.current;
    // StrictMode runs the effect twice on mount: the second finds the navigation done.
    if (last && last[0] === target && last[1] === replace && last[2] === state) return;
    done.current = [target, replace, state];
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
