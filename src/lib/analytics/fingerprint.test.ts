// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_COOKIE, computeFingerprint, fnv1a, getFingerprint, type FingerprintDeps } from './fingerprint';

function fakeJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const deps: Partial<FingerprintDeps> = {
    getCookie: (name) => jar.get(name),
    setCookie: vi.fn((name: string, value: string) => void jar.set(name, value)),
    now: () => 1_700_000_000_000,
    random: () => 0.5,
    traits: () => ['Mozilla/5.0 test', 'en-US', 8, 1440, 900, 24, -180],
  };
  return { jar, deps };
}

afterEach(() => Cookies.remove(FINGERPRINT_COOKIE, { path: '/' }));

describe('fnv1a', () => {
  it('matches the published 32-bit FNV-1a vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});

describe('getFingerprint', () => {
  it('creates an id from hashed traits, time and randomness, and caches it for one day', () => {
    const { deps } = fakeJar();
    const id = getFingerprint(deps);
    const traitHash = fnv1a('Mozilla/5.0 test|en-US|8|1440|900|24|-180').toString(16).padStart(8, '0');
    expect(id).toBe(`${traitHash}-${(1_700_000_000_000).toString(36)}-80000000`);
    expect(deps.setCookie).toHaveBeenCalledExactlyOnceWith(FINGERPRINT_COOKIE, id, { expires: 1, path: '/', sameSite: 'lax' });
  });

  it('is deterministic for the same injected inputs', () => {
    expect(getFingerprint(fakeJar().deps)).toBe(getFingerprint(fakeJar().deps));
  });

  it('reuses the cookie on later calls without writing it again', () => {
    const { deps } = fakeJar();
    const first = getFingerprint(deps);
    const second = getFingerprint({ ...deps, random: () => 0.1, now: () => 1 });
    expect(second).toBe(first);
    expect(deps.setCookie).toHaveBeenCalledTimes(1);
  });

  it('keeps an id written by the fingerprint service', () => {
    const { deps } = fakeJar({ [FINGERPRINT_COOKIE]: 'a1b2c3d4e5f60718' });
    expect(getFingerprint(deps)).toBe('a1b2c3d4e5f60718');
    expect(deps.setCookie).not.toHaveBeenCalled();
  });

  it('replaces an empty or tampered cookie', () => {
    for (const bad of ['', 'x', '<script>alert(1)</script>']) {
      const { deps, jar } = fakeJar({ [FINGERPRINT_COOKIE]: bad });
      const id = getFingerprint(deps);
      expect(id).not.toBe(bad);
      expect(jar.get(FINGERPRINT_COOKIE)).toBe(id);
    }
  });

  it('differs between two identical devices through the random part', () => {
    const a = computeFingerprint({ ...fakeJar().deps, random: () => 0.25 } as FingerprintDeps);
    const b = computeFingerprint({ ...fakeJar().deps, random: () => 0.75 } as FingerprintDeps);
    expect(a.split('-')[0]).toBe(b.split('-')[0]);
    expect(a).not.toBe(b);
  });

  it('writes the real finger_print cookie by default and reads it back', () => {
    const set = vi.spyOn(Cookies, 'set');
    const id = getFingerprint();
    expect(Cookies.get(FINGERPRINT_COOKIE)).toBe(id);
    expect(set).toHaveBeenCalledWith(FINGERPRINT_COOKIE, id, { expires: 1, path: '/', sameSite: 'lax' });
    expect(getFingerprint()).toBe(id);
    expect(set).toHaveBeenCalledTimes(1);
    set.mockRestore();
  });
});
