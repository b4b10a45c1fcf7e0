// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Facts } from '../../../src/generated/schema-types';
import { repoConfig } from '../../../src/test-support/repo-config';
import { FrameHost } from './frame-host';

const config = repoConfig();

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function host(facts: Facts) {
  return <FrameHost config={config} facts={facts} siteKey="main" persona="visitor" width={1440} label="The site" testId="frame" />;
}

describe('FrameHost', () => {
  it('loads the scenario from this origin in a sandbox that cannot navigate the preview or open windows', () => {
    render(host({ path: '/trade/BTC_USDT' }));
    const frame = screen.getByTestId('frame') as HTMLIFrameElement;
    expect(new URL(frame.src).origin).toBe(window.location.origin);
    expect(new URL(frame.src).pathname).toBe('/trade/BTC_USDT');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(screen.queryByTestId('frame-refused')).toBeNull();
  });

  it.each<[string, Facts]>([
    ['a protocol-relative path', { path: '//evil.example/x' }],
    ['a backslash path', { path: '/\\evil.example/x' }],
    ['a locale that is a host', { locale: '/evil.example' }],
  ])('refuses %s: no frame, and the reason instead', (_name, facts) => {
    render(host(facts));
    expect(screen.queryByTestId('frame')).toBeNull();
    expect(screen.getByTestId('frame-refused').textContent).toMatch(/is not a page of this site: it leads to http:\/\/evil\.example/);
  });

  it('keeps the last good page when the scenario turns hostile, and says why it stays', () => {
    const { rerender } = render(host({ path: '/help' }));
    const before = (screen.getByTestId('frame') as HTMLIFrameElement).src;
    rerender(host({ path: '//evil.example/x' }));
    expect((screen.getByTestId('frame') as HTMLIFrameElement).src).toBe(before);
    expect(screen.getByTestId('frame-refused').textContent).toContain('"//evil.example/x"');
  });
});
