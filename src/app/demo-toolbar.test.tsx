// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, renderHook } from '@testing-library/react';
import { personas } from 'virtual:meridian/personas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterInteractive } from './demo-toolbar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAfterInteractive (the demo toolbar waits for it)', () => {
  it('turns true at the first key press, not before', () => {
    const { result } = renderHook(() => useAfterInteractive(60_000));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    expect(result.current).toBe(true);
  });

  it('turns true after the delay on a quiet page (jsdom has loaded; no idle callback: a timeout)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterInteractive(5000));
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('unmounted before it fired, it leaves no listener or timer behind', () => {
    vi.useFakeTimers();
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useAfterInteractive(5000));
    unmount();
    expect(remove.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'focusin']));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('persona labels (data in scenarios/personas.yaml) in every language of locales/', () => {
  // From the path as a string: under jsdom the global URL is jsdom's.
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  // The demo toolbar's text is the later namespace `demo` (src/lib/i18n-later.ts), fetched with the toolbar.
  const read = (lang: string) =>
    JSON.parse(readFileSync(join(root, 'locales', lang, 'demo.json'), 'utf8')) as {
      personas?: Record<string, string>;
      collapse?: string;
      expand?: string;
    };
  const english = read('en');
  const langs = readdirSync(join(root, 'locales'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'en')
    .map((d) => d.name);

  it('English names every persona as the YAML does', () => {
    expect(Object.fromEntries(personas.map((p) => [p.id, p.label]))).toEqual(english.personas);
  });

  it.each(langs)('%s translates every persona and the fold/unfold controls (not English copies)', (lang) => {
    const demo = read(lang);
    for (const p of personas) {
      const label = demo.personas?.[p.id];
      expect(label, `${lang} ${p.id}`).toBeTruthy();
      // "Trader (KYC …, VIP 3)" may keep the acronyms; the words around them are translated.
      if (!/^(Partner|Trader|Affiliate) /.test(p.label)) expect(label, `${lang} ${p.id}`).not.toBe(p.label);
    }
    expect(demo.collapse).toBeTruthy();
    expect(demo.collapse).not.toBe(english.collapse);
    expect(demo.expand).not.toBe(english.expand);
  });
});
