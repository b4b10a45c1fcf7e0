// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ICON, iconVersion } from '../../lib/static-config/coin-icons';
import { CoinIcon } from './coin-icon';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const img = (coin = 'BTC') => screen.getByAltText(`${coin} icon`) as HTMLImageElement;
const src = (el: HTMLImageElement) => el.getAttribute('src');

describe('CoinIcon', () => {
  it('renders a lazy 24 px image by default', () => {
    render(<CoinIcon coin="ETH" />);
    const el = img('ETH');
    expect(src(el)).toBe('/images/coin_icon/64/eth.png');
    expect(el.getAttribute('width')).toBe('24');
    expect(el.getAttribute('height')).toBe('24');
    expect(el.getAttribute('loading')).toBe('lazy');
    expect(el.getAttribute('decoding')).toBe('async');
  });

  it('versions whitelisted coins and honours size', () => {
    render(<CoinIcon coin="BTC" size={40} whitelist={['BTC']} version={7} />);
    expect(src(img())).toBe('/images/coin_icon/64/btc.png?v=7');
    expect(img().getAttribute('width')).toBe('40');
  });

  it('defaults the version to the hour bucket at mount', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 10, 30) });
    render(<CoinIcon coin="BTC" whitelist={['btc']} />);
    expect(src(img())).toBe(`/images/coin_icon/64/btc.png?v=${iconVersion(Date.UTC(2026, 0, 1, 10))}`);
  });

  // fireEvent: an image's load error is not a user action (user-event has no such event).
  it('falls back to the default icon once and never loops', () => {
    render(<CoinIcon coin="NOPE" />);
    fireEvent.error(img('NOPE'));
    expect(src(img('NOPE'))).toBe(DEFAULT_ICON);
    fireEvent.error(img('NOPE'));
    fireEvent.error(img('NOPE'));
    expect(src(img('NOPE'))).toBe(DEFAULT_ICON);
  });

  it('gives a new coin its own first try after a fallback', () => {
    const { rerender } = render(<CoinIcon coin="NOPE" />);
    fireEvent.error(img('NOPE'));
    rerender(<CoinIcon coin="SOL" />);
    expect(src(img('SOL'))).toBe('/images/coin_icon/64/sol.png');
  });
});
