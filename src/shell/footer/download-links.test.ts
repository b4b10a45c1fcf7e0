import { describe, expect, it } from 'vitest';
import { downloadTargets, httpsLink } from './download-links';

const FALLBACK = 'https://www.meridian.example/mobileapp';

describe('downloadTargets', () => {
  it("uses the home page's web links", () => {
    expect(downloadTargets({ '/': { web: { c: 'https://dl.example/home', overseas_apk: 'https://dl.example/a.apk' } } }, FALLBACK)).toEqual(
      { qr: 'https://dl.example/home', apk: 'https://dl.example/a.apk' },
    );
  });

  it('falls back to the h5 entry, then to the /mobileapp page', () => {
    expect(downloadTargets({ '/': { h5: { c: 'https://dl.example/h5' } } }, FALLBACK)).toEqual({
      qr: 'https://dl.example/h5',
      apk: undefined,
    });
    expect(downloadTargets({}, FALLBACK)).toEqual({ qr: FALLBACK, apk: undefined });
    expect(downloadTargets(undefined, FALLBACK)).toEqual({ qr: FALLBACK, apk: undefined });
  });

  it('never links anything but https', () => {
    expect(downloadTargets({ '/': { web: { c: 'javascript:alert(1)', overseas_apk: 'http://dl.example/a.apk' } } }, FALLBACK)).toEqual({
      qr: FALLBACK,
      apk: undefined,
    });
  });

  it('refuses user info, ports and hosts that parse differently from how they read', () => {
    for (const bad of [
      'https://www.meridian.example@evil.example/app',
      'https://user:pw@dl.example/a.apk',
      'https://dl.example:8443/a.apk',
      'https://dl.example\\@evil.example/',
      'https:///evil.example',
      'https://',
      ' https://dl.example/a',
      'HTTPS://dl.example/a\nb',
      'https://dl.example%2F@evil.example/',
    ]) {
      expect(httpsLink(bad), bad).toBeUndefined();
    }
    expect(httpsLink('https://dl.example/a.apk')).toBe('https://dl.example/a.apk');
  });
});
