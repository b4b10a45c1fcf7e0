// @vitest-environment jsdom
import Button from '@mui/material/Button';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, Suspense, use, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, resolveTo } from './history';
import { BrowserRouter, Link, MemoryRouter, Navigate, useLocation, useNavigate, type Location } from './router';

/** Every location and navigate function the probe rendered with, in order. */
let seen: Location[] = [];
let navigates: ReturnType<typeof useNavigate>[] = [];

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  seen.push(location);
  navigates.push(navigate);
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const where = () => screen.getByTestId('where').textContent;
const current = () => seen[seen.length - 1]!;
const navigate = () => navigates[navigates.length - 1]!;
const go = (...args: Parameters<ReturnType<typeof useNavigate>>) => act(() => navigate()(...args));

/**
 * Whether the last click reached the window with its default prevented. The window's listener runs
 * after React's (on the root), and then prevents the default itself: jsdom cannot load another page.
 */
let lastClickPrevented: boolean | null = null;
const recordClick = (e: MouseEvent) => {
  lastClickPrevented = e.defaultPrevented;
  e.preventDefault();
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  seen = [];
  navigates = [];
  lastClickPrevented = null;
  window.addEventListener('click', recordClick);
});

afterEach(() => {
  cleanup();
  window.removeEventListener('click', recordClick);
});

const inBrowser = (ui: ReactNode) =>
  render(
    <BrowserRouter>
      {ui}
      <Probe />
    </BrowserRouter>,
  );

describe('Link', () => {
  it('renders an <a> with the full path as href and the other props passed through', () => {
    let anchor: HTMLAnchorElement | null = null;
    inBrowser(
      <Link
        to="/a/b?x=1#h"
        className="c"
        data-item="i"
        rel="nofollow"
        ref={(el) => {
          anchor = el;
        }}
      >
        go
      </Link>,
    );
    const a = screen.getByRole('link', { name: 'go' });
    expect(a.getAttribute('href')).toBe('/a/b?x=1#h');
    expect(a.className).toBe('c');
    expect(a.getAttribute('data-item')).toBe('i');
    expect(a.getAttribute('rel')).toBe('nofollow');
    expect(anchor).toBe(a);
  });

  it('builds the href from a path object', () => {
    window.history.replaceState(null, '', '/here?q=1');
    inBrowser(
      <>
        <Link to={{ pathname: '/p', search: 'x=1', hash: 'h' }}>full</Link>
        <Link to={{ search: '?y=2' }}>search</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'full' }).getAttribute('href')).toBe('/p?x=1#h');
    expect(screen.getByRole('link', { name: 'search' }).getAttribute('href')).toBe('/here?y=2');
  });

  it('a plain click pushes the path and updates useLocation', async () => {
    const user = userEvent.setup();
    const before = window.history.length;
    inBrowser(<Link to="/next?x=1">go</Link>);
    expect(where()).toBe('/');
    await user.click(screen.getByRole('link', { name: 'go' }));
    expect(lastClickPrevented).toBe(true);
    expect(where()).toBe('/next?x=1');
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(window.history.length).toBe(before + 1);
    expect(current().key).not.toBe('default');
  });

  it.each([
    ['ctrl', 'Control'],
    ['meta', 'Meta'],
    ['shift', 'Shift'],
    ['alt', 'Alt'],
  ])('leaves a %s click to the browser', async (_name, key) => {
    const user = userEvent.setup();
    inBrowser(<Link to="/next">go</Link>);
    await user.keyboard(`{${key}>}`);
    await user.click(screen.getByRole('link', { name: 'go' }));
    await user.keyboard(`{/${key}}`);
    expect(lastClickPrevented).toBe(false);
    expect(where()).toBe('/');
  });

  it('leaves a middle-button click to the browser', () => {
    inBrowser(<Link to="/next">go</Link>);
    // fireEvent: user-event's middle button fires auxclick only; some browsers still send it as a click with button 1.
    fireEvent.click(screen.getByRole('link', { name: 'go' }), { button: 1 });
    expect(lastClickPrevented).toBe(false);
    expect(where()).toBe('/');
  });

  it('leaves a link with target=_blank to the browser, but not target=_self', async () => {
    const user = userEvent.setup();
    inBrowser(
      <>
        <Link to="/blank" target="_blank">
          blank
        </Link>
        <Link to="/self" target="_self">
          self
        </Link>
      </>,
    );
    const blank = screen.getByRole('link', { name: 'blank' });
    expect(blank.getAttribute('target')).toBe('_blank');
    await user.click(blank);
    expect(lastClickPrevented).toBe(false);
    expect(where()).toBe('/');
    await user.click(screen.getByRole('link', { name: 'self' }));
    expect(lastClickPrevented).toBe(true);
    expect(where()).toBe('/self');
  });

  it('calls onClick first, and a prevented default wins', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    inBrowser(
      <>
        <Link
          to="/a"
          onClick={(e) => {
            calls.push(`a:${e.defaultPrevented}`);
            e.preventDefault();
          }}
        >
          a
        </Link>
        <Link
          to="/b"
          onClick={(e) => {
            calls.push(`b:${e.defaultPrevented}:${window.location.pathname}`);
          }}
        >
          b
        </Link>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'a' }));
    expect(where()).toBe('/');
    await user.click(screen.getByRole('link', { name: 'b' }));
    expect(where()).toBe('/b');
    expect(calls).toEqual(['a:false', 'b:false:/']);
  });

  it('replaces with `replace`, and by default when the link is to the current URL', async () => {
    const user = userEvent.setup();
    inBrowser(
      <>
        <Link to="/r" replace>
          r
        </Link>
        <Link to="/p">p</Link>
      </>,
    );
    const start = window.history.length;
    await user.click(screen.getByRole('link', { name: 'r' }));
    expect(where()).toBe('/r');
    expect(window.history.length).toBe(start);
    await user.click(screen.getByRole('link', { name: 'p' }));
    expect(window.history.length).toBe(start + 1);
    const key = current().key;
    // The same URL again: a new entry key (cookies are read again) but no new history entry.
    await user.click(screen.getByRole('link', { name: 'p' }));
    expect(window.history.length).toBe(start + 1);
    expect(current().key).not.toBe(key);
  });

  it('carries state into useLocation and window.history.state', async () => {
    const user = userEvent.setup();
    inBrowser(
      <Link to="/s" state={{ from: 'test', n: 1 }}>
        s
      </Link>,
    );
    await user.click(screen.getByRole('link', { name: 's' }));
    expect(current().state).toEqual({ from: 'test', n: 1 });
    expect(window.history.state).toEqual({ usr: { from: 'test', n: 1 }, key: current().key });
  });

  it('navigates to an absolute URL on this origin, and leaves another origin to the browser', async () => {
    const user = userEvent.setup();
    const here = `${window.location.origin}/same?x=1`;
    inBrowser(
      <>
        <Link to={here}>same</Link>
        <Link to="https://elsewhere.example/x">other</Link>
        <Link to="//elsewhere.example/y">proto</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'same' }).getAttribute('href')).toBe(here);
    expect(screen.getByRole('link', { name: 'other' }).getAttribute('href')).toBe('https://elsewhere.example/x');
    await user.click(screen.getByRole('link', { name: 'other' }));
    expect(lastClickPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'proto' }));
    expect(lastClickPrevented).toBe(false);
    expect(where()).toBe('/');
    await user.click(screen.getByRole('link', { name: 'same' }));
    expect(lastClickPrevented).toBe(true);
    expect(where()).toBe('/same?x=1');
  });

  it('resolves a relative path against the current directory, and follows the location', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/a/b');
    inBrowser(
      <>
        <Link to="c">c</Link>
        <Link to="../d">d</Link>
        <Link to="?q=1">q</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'c' }).getAttribute('href')).toBe('/a/c');
    expect(screen.getByRole('link', { name: 'd' }).getAttribute('href')).toBe('/d');
    expect(screen.getByRole('link', { name: 'q' }).getAttribute('href')).toBe('/a/b?q=1');
    go('/x/y/');
    expect(screen.getByRole('link', { name: 'c' }).getAttribute('href')).toBe('/x/y/c');
    await user.click(screen.getByRole('link', { name: 'c' }));
    expect(where()).toBe('/x/y/c');
  });

  it('works as the component of an MUI Button (ref, className, onClick)', async () => {
    const user = userEvent.setup();
    let anchor: HTMLElement | null = null;
    let clicked = 0;
    inBrowser(
      <Button
        component={Link}
        to="/mui"
        ref={(el: HTMLElement | null) => {
          anchor = el;
        }}
        onClick={() => {
          clicked += 1;
        }}
        data-testid="mui"
      >
        mui
      </Button>,
    );
    const a = screen.getByTestId('mui');
    expect(a.tagName).toBe('A');
    expect(a.getAttribute('href')).toBe('/mui');
    expect(a.className).toContain('MuiButton-root');
    expect(anchor).toBe(a);
    await user.click(a);
    expect(clicked).toBe(1);
    expect(where()).toBe('/mui');
  });
});

describe('useNavigate', () => {
  it('pushes, replaces, and takes a path object whose missing pathname is the current one', () => {
    inBrowser(null);
    const start = window.history.length;
    go('/one?a=1#x');
    expect(where()).toBe('/one?a=1#x');
    expect(window.history.length).toBe(start + 1);
    go({ search: 'b=2' }, { replace: true });
    expect(where()).toBe('/one?b=2');
    expect(window.history.length).toBe(start + 1);
    go({ pathname: '/two', hash: '#h' }, { replace: true, state: 'kept' });
    expect(where()).toBe('/two#h');
    expect(current().state).toBe('kept');
  });

  it('changes the key on every navigation, also to the same URL', () => {
    inBrowser(null);
    go('/same');
    const keys = [current().key];
    go('/same');
    keys.push(current().key);
    go('/same', { replace: true });
    keys.push(current().key);
    expect(keys.every((k) => k !== 'default')).toBe(true);
    expect(new Set(keys).size).toBe(3);
  });

  it('is the same function across navigations and re-renders', () => {
    inBrowser(null);
    go('/a');
    go('/b', { replace: true });
    expect(navigates.length).toBeGreaterThan(2);
    expect(new Set(navigates).size).toBe(1);
  });

  it('collapses repeated slashes so a path cannot become another host', () => {
    inBrowser(null);
    go('/.//evil.example/x');
    expect(window.location.host).not.toBe('evil.example');
    expect(where()).toBe('/evil.example/x');
    go('/a\\\\evil.example');
    expect(where()).toBe('/a/evil.example');
  });

  it('refuses an absolute URL on another origin', () => {
    inBrowser(null);
    expect(() => navigate()('https://elsewhere.example/')).toThrow(/not a path on this site/);
    expect(() => navigate()('//elsewhere.example/')).toThrow(/not a path on this site/);
    expect(where()).toBe('/');
  });
});

describe('useLocation', () => {
  it('is the same object across re-renders that do not navigate', () => {
    let rerenderInside = () => {};
    let rerenderOutside = () => {};
    function Inside() {
      const [n, setN] = useState(0);
      rerenderInside = () => setN((x) => x + 1);
      return (
        <>
          <span>{n}</span>
          <Probe />
        </>
      );
    }
    function Outside() {
      const [n, setN] = useState(0);
      rerenderOutside = () => setN((x) => x + 1);
      return (
        <BrowserRouter>
          <span>{n}</span>
          <Inside />
        </BrowserRouter>
      );
    }
    render(<Outside />);
    act(() => rerenderInside());
    act(() => rerenderOutside());
    expect(seen.length).toBe(3);
    expect(new Set(seen).size).toBe(1);
    go('/moved');
    expect(current()).not.toBe(seen[0]);
    expect(current().pathname).toBe('/moved');
  });

  it('starts at the key "default" and reads state and key a reload left in history.state', () => {
    inBrowser(null);
    expect(current()).toEqual({ pathname: '/', search: '', hash: '', state: null, key: 'default' });
    cleanup();
    window.history.replaceState({ usr: { a: 1 }, key: 'k1' }, '', '/reloaded?x=1');
    inBrowser(null);
    expect(current()).toEqual({ pathname: '/reloaded', search: '?x=1', hash: '', state: { a: 1 }, key: 'k1' });
  });

  it("follows back and forward (popstate), with each entry's key and state", async () => {
    inBrowser(null);
    go('/first', { state: 1 });
    const first = current().key;
    go('/second', { state: 2 });
    const second = current().key;
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/first'));
    expect(current().key).toBe(first);
    expect(current().state).toBe(1);
    act(() => window.history.forward());
    await waitFor(() => expect(where()).toBe('/second'));
    expect(current().key).toBe(second);
    expect(current().state).toBe(2);
  });

  it('gives an entry the router did not write (a #fragment link) a key of its own', () => {
    inBrowser(null);
    go('/page');
    const page = current().key;
    act(() => {
      window.history.pushState(null, '', '/page#content');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(where()).toBe('/page#content');
    expect(current().key).not.toBe(page);
    expect(current().key).not.toBe('default');
    expect(window.history.state).toEqual({ usr: null, key: current().key });
  });

  it('stops listening to popstate once the router unmounts', () => {
    const { unmount } = inBrowser(null);
    const before = seen.length;
    unmount();
    act(() => {
      window.history.pushState(null, '', '/gone');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(seen.length).toBe(before);
    // Nobody listened: the entry was left as it was.
    expect(window.history.state).toBeNull();
  });

  it('throws outside a router', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow(/inside a <BrowserRouter> or <MemoryRouter>/);
    } finally {
      console.error = quiet;
    }
  });
});

describe('navigation as a transition', () => {
  it('keeps the previous page on screen while the next one suspends', async () => {
    let resolve = () => {};
    const slow = new Promise<void>((r) => {
      resolve = r;
    });
    function Page() {
      const { pathname } = useLocation();
      if (pathname === '/slow') use(slow);
      return <p>page {pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/fast']}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
        <Link to="/slow">slow</Link>
      </MemoryRouter>,
    );
    expect(screen.getByText('page /fast')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'slow' });
    await act(async () => {
      link.click();
    });
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('page /fast')).toBeTruthy();
    await act(async () => {
      resolve();
      await slow;
    });
    await waitFor(() => expect(screen.getByText('page /slow')).toBeTruthy());
  });
});

describe('Navigate', () => {
  function Redirects() {
    const { pathname } = useLocation();
    return pathname === '/old' ? <Navigate to="/new?from=old" replace /> : null;
  }

  it('redirects, replacing the entry', () => {
    window.history.replaceState(null, '', '/old');
    const start = window.history.length;
    inBrowser(<Redirects />);
    expect(where()).toBe('/new?from=old');
    expect(window.history.length).toBe(start);
  });

  it('navigates once per mount under StrictMode', () => {
    const start = window.history.length;
    render(
      <StrictMode>
        <BrowserRouter>
          <Navigate to="/pushed" />
          <Probe />
        </BrowserRouter>
      </StrictMode>,
    );
    expect(where()).toBe('/pushed');
    expect(window.history.length).toBe(start + 1);
  });

  it('navigates again when its target changes while mounted', () => {
    function Chain() {
      const { pathname } = useLocation();
      // The same <Navigate> instance is rendered with a second target once at the first one.
      return pathname === '/done' ? null : <Navigate to={pathname === '/' ? '/step' : '/done'} replace />;
    }
    inBrowser(<Chain />);
    expect(where()).toBe('/done');
  });
});

describe('MemoryRouter', () => {
  it('starts at the last of initialEntries, with the key "default" for a single entry', () => {
    render(
      <MemoryRouter initialEntries={['/tr/page?chatroom=1#top']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(current()).toEqual({ pathname: '/tr/page', search: '?chatroom=1', hash: '#top', state: null, key: 'default' });
    expect(window.location.pathname).toBe('/');
    cleanup();
    render(
      <MemoryRouter initialEntries={['/a', '/b']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(where()).toBe('/b');
    expect(current().key).not.toBe('default');
  });

  it('starts at / without initialEntries, and navigates without touching window.history', async () => {
    const user = userEvent.setup();
    const start = window.history.length;
    render(
      <MemoryRouter>
        <Link to="/m" state="s">
          m
        </Link>
        <Probe />
      </MemoryRouter>,
    );
    expect(where()).toBe('/');
    await user.click(screen.getByRole('link', { name: 'm' }));
    expect(where()).toBe('/m');
    expect(current().state).toBe('s');
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(start);
  });
});

describe('history store', () => {
  it('resolves paths as react-router does, relative ones against the current directory', () => {
    const at = { pathname: '/a/b', search: '?q', hash: '#h' };
    expect(resolveTo('/x/./y/../z/', at)).toBe('/x/z/');
    expect(resolveTo('', at)).toBe('/');
    expect(resolveTo('#k', at)).toBe('/a/b#k');
    expect(resolveTo({}, at)).toBe('/a/b');
    expect(resolveTo('../../../up', at)).toBe('/up');
    expect(resolveTo({ pathname: '/p', search: '?', hash: '#' }, at)).toBe('/p');
  });

  it('keeps the location object until a navigation, and tells subscribers', () => {
    const memory = createMemoryHistory(['/m']);
    let calls = 0;
    const off = memory.subscribe(() => {
      calls += 1;
    });
    const first = memory.location;
    expect(memory.location).toBe(first);
    memory.push('/n');
    expect(memory.location).not.toBe(first);
    expect(calls).toBe(1);
    off();
    memory.replace('/o');
    expect(calls).toBe(1);
    expect(memory.location.pathname).toBe('/o');

    const browser = createBrowserHistory();
    const b0 = browser.location;
    expect(browser.location).toBe(b0);
    browser.push('/p', { s: 1 });
    expect(browser.location).toMatchObject({ pathname: '/p', state: { s: 1 } });
  });
});
