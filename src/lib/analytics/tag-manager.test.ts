// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager } from './tag-manager';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const scripts = () => Array.from(document.head.querySelectorAll('script'));

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as DataLayerWindow).dataLayer;
});

describe('loadTagManager', () => {
  it('injects the GTM script in production', () => {
    expect(loadTagManager('GTM-MRD000', { production: true, now: () => 42 })).toBe('injected');
    const [script] = scripts();
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-MRD000');
    expect(script?.async).toBe(true);
    expect((window as DataLayerWindow).dataLayer).toEqual([{ 'gtm.start': 42, event: 'gtm.js' }]);
  });

  it('does nothing outside production', () => {
    expect(loadTagManager('GTM-MRD000', { production: false })).toBe('skipped-not-production');
    expect(scripts()).toHaveLength(0);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('does nothing without an id or with an id that is not one', () => {
    expect(loadTagManager('', { production: true })).toBe('skipped-no-id');
    expect(loadTagManager('  ', { production: true })).toBe('skipped-no-id');
    expect(loadTagManager('GTM-1"><img', { production: true })).toBe('skipped-invalid-id');
    expect(scripts()).toHaveLength(0);
  });

  it('is idempotent per id', () => {
    loadTagManager('GTM-MRD000', { production: true });
    expect(loadTagManager('GTM-MRD000', { production: true })).toBe('already-loaded');
    expect(scripts()).toHaveLength(1);
    expect((window as DataLayerWindow).dataLayer).toHaveLength(1);
  });

  it('keeps an existing dataLayer', () => {
    (window as DataLayerWindow).dataLayer = [{ early: true }];
    loadTagManager('GTM-MRD177', { production: true, now: () => 1 });
    expect((window as DataLayerWindow).dataLayer).toEqual([{ early: true }, { 'gtm.start': 1, event: 'gtm.js' }]);
  });
});
