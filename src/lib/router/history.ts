/**
 * The router's store, without React: where the app is (a cached, immutable Location) and how it
 * moves (push, replace, and the browser's back/forward). router.tsx puts it into React.
 *
 * Compatible with what react-router 7 left in `window.history`: an entry's state is
 * `{ usr: <navigation state>, key: <entry key> }`, so state and keys survive a reload and
 * back/forward across the switch from react-router.
 */

export interface Path {
  /** Starts with `/`. */
  pathname: string;
  /** `''` or `?…` */
  search: string;
  /** `''` or `#…` */
  hash: string;
}

export interface Location extends Path {
  /** The `state` the navigation to this entry carried; `null` when none. */
  state: unknown;
  /**
   * This history entry's id: `'default'` for the entry the page loaded with (until something
   * replaces it), unique otherwise. Every navigation (push, replace, back, forward) changes it.
   */
  key: string;
}

/** A path on this site (`/a/b?x=1#h`, or relative to the current directory), or its parts (a missing pathname keeps the current one). */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
  /** Carried with the entry (`useLocation().state`); must be structured-cloneable in the browser. */
  state?: unknown;
}

export interface History {
  /** The current location: the same object until the next navigation. */
  readonly location: Location;
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  /** Calls `listener` after every navigation; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** `scheme:` or `//host` (and `/\host`, which browsers read as `//host`): not a path. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export const isAbsoluteUrl = (to: To): to is string => typeof to === 'string' && ABSOLUTE_URL.test(to);

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + normalize(search, '?') + normalize(hash, '#');
}

const normalize = (part: string | undefined, mark: '?' | '#'): string =>
  !part || part === mark ? '' : part.startsWith(mark) ? part : mark + part;

/**
 * `to`'s pathname against the current one, as react-router resolves it: repeated slashes (and
 * backslashes) collapse, so `//host` can never come out of a path, and `.`/`..` segments are
 * applied. A relative pathname resolves against the current pathname's directory, as an `href`
 * does (`c` from `/a/b` is `/a/c`, from `/a/b/` it is `/a/b/c`).
 */
function resolvePathname(to: string, from: string): string {
  to = to.replace(/[\\/]{2,}/g, '/');
  const absolute = to.startsWith('/') || to.startsWith('\\');
  const segments = absolute ? [''] : from.split('/').slice(0, -1);
  if (segments.length === 0) segments.push('');
  for (const segment of (absolute ? to.slice(1) : to).split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The site path `to` leads to from `current`. An absolute URL on this origin becomes its path;
 * one on another origin throws (react-router 7 throws "External navigation is not allowed" too):
 * leaving the site is a plain link or `window.location.assign`, not a router navigation.
 */
export function resolveTo(to: To, current: Path): string {
  if (isAbsoluteUrl(to)) {
    const url = sameOriginUrl(to);
    if (!url) throw new Error(`router: cannot navigate to ${JSON.stringify(to)}, which is not a path on this site`);
    to = url.pathname + url.search + url.hash;
  }
  const parts = typeof to === 'string' ? (to === '' ? { pathname: '/' } : parsePath(to)) : to;
  const pathname =
    parts.pathname == null ? current.pathname : parts.pathname === '' ? '/' : resolvePathname(parts.pathname, current.pathname);
  return createPath({ pathname, search: parts.search, hash: parts.hash });
}

/** `href` parsed against this page when it is on the page's origin; otherwise (or without a window, or unparsable) null. */
export function sameOriginUrl(href: string): URL | null {
  if (typeof window === 'undefined') return null;
  try {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** Keeps the listeners and the cached location; `set` publishes a new one. */
function createStore(initial: Location) {
  let location = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => location,
    set(next: Location) {
      location = next;
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
}

interface EntryState {
  usr?: unknown;
  key?: string;
}

const entryState = (win: Window): EntryState | null => {
  const s: unknown = win.history.state;
  return s !== null && typeof s === 'object' ? (s as EntryState) : null;
};

/** The app's location in `window.history`: what the address bar shows, and the entry's state. */
export function createBrowserHistory(win: Window = window): History {
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const s = entryState(win);
    return { pathname, search, hash, state: s?.usr ?? null, key: s?.key ?? 'default' };
  };
  const store = createStore(read());

  const write = (mode: 'push' | 'replace', path: string, state: unknown) => {
    const entry = { usr: state ?? null, key: createKey() };
    if (mode === 'replace') {
      win.history.replaceState(entry, '', path);
    } else {
      try {
        win.history.pushState(entry, '', path);
      } catch (error) {
        // State that cannot be cloned is the caller's bug; anything else (Safari's limit on
        // pushState calls) still gets the user there, with a page load — as react-router does.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(path);
        return;
      }
    }
    store.set(read());
  };

  /** Back/forward, or a fragment link the browser followed by itself. */
  const onPopState = () => {
    const s = entryState(win);
    // An entry the router did not write (a `#fragment` link the browser followed) gets a key of
    // its own, so moving to or from it changes the key like any other navigation.
    if (typeof s?.key !== 'string') win.history.replaceState({ ...s, usr: s?.usr ?? null, key: createKey() }, '');
    store.set(read());
  };

  /** Catches up with a change made while nobody listened (before the first subscriber). */
  const sync = () => {
    const now = read();
    const was = store.get();
    if (
      now.pathname !== was.pathname ||
      now.search !== was.search ||
      now.hash !== was.hash ||
      now.key !== was.key ||
      now.state !== was.state
    )
      store.set(now);
  };

  return {
    get location() {
      return store.get();
    },
    push: (path, state) => write('push', path, state),
    replace: (path, state) => write('replace', path, state),
    subscribe(listener) {
      if (store.listeners.size === 0) {
        win.addEventListener('popstate', onPopState);
        sync();
      }
      store.listeners.add(listener);
      return () => {
        store.listeners.delete(listener);
        if (store.listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
  };
}

/** A history in memory (tests): starts at the last of `initialEntries`, whose first entry has the key `'default'`. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const root: Path = { pathname: '/', search: '', hash: '' };
  const at = (path: string, state: unknown, key: string): Location => {
    const { pathname = '/', search = '', hash = '' } = parsePath(resolveTo(path, root));
    return { pathname, search, hash, state: state ?? null, key };
  };
  const entries = (initialEntries.length ? initialEntries : ['/']).map((path, i) => at(path, null, i === 0 ? 'default' : createKey()));
  let index = entries.length - 1;
  const store = createStore(entries[index]!);
  return {
    get location() {
      return store.get();
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, at(path, state, createKey()));
      store.set(entries[index]!);
    },
    replace(path, state) {
      entries[index] = at(path, state, createKey());
      store.set(entries[index]!);
    },
    subscribe(listener) {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
  };
}
