// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { LazyChart } from './chart-lazy';

// Fails while `failing` is set, however often React renders it (its retries before an error boundary
// takes over are React's business, and differ with what the parts above it do).
let failing = false;
vi.mock('./chart-widget', () => ({
  ChartWidget: ({ symbol }: { symbol: string }) => {
    if (failing) throw new Error('chart engine failed');
    return <div data-testid="chart-widget">{symbol}</div>;
  },
}));

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LazyChart', () => {
  it('a failing widget shows the notice in the reserved box, the page around it stays, and Try again mounts it anew', async () => {
    const user = userEvent.setup();
    failing = true;
    await renderShell(
      <main>
        <h1>Page</h1>
        <LazyChart variant="simple" symbol="BTC_USDT" />
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The chart could not be loaded.');
    expect(alert.closest('.m-chart-reserved')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('chart failed', expect.any(Error));
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('chart-widget')).textContent).toBe('BTC_USDT');
  });
});
