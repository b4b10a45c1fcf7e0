// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

const part = () => ({ Part: () => <p data-testid="part">here</p> });

function Host({ from, wanted }: { from: ReturnType<typeof preloadable<ReturnType<typeof part>>>; wanted: boolean }) {
  const m = from.useModule(wanted);
  return m ? <m.Part /> : <p data-testid="waiting" />;
}

describe('preloadable', () => {
  it('renders at once, without suspending, once loaded before the render', async () => {
    const p = preloadable(async () => part());
    await p.load();
    render(<Host from={p} wanted />);
    expect(screen.getByTestId('part')).toBeTruthy();
  });

  it('a render that wants it starts the download and shows it when it arrives', async () => {
    const importer = vi.fn(async () => part());
    const p = preloadable(importer);
    render(<Host from={p} wanted />);
    expect(screen.getByTestId('waiting')).toBeTruthy();
    expect(await screen.findByTestId('part')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a render that does not want it downloads nothing and shows nothing of it', async () => {
    const importer = vi.fn(async () => part());
    const p = preloadable(importer);
    render(<Host from={p} wanted={false} />);
    await act(async () => undefined);
    expect(importer).not.toHaveBeenCalled();
    expect(screen.getByTestId('waiting')).toBeTruthy();
  });

  it('downloads once for every caller; a failed download is tried again by the next', async () => {
    let fail = true;
    const importer = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return part();
    });
    const p = preloadable(importer);
    await expect(Promise.all([p.load(), p.load()])).rejects.toThrow('offline');
    expect(importer).toHaveBeenCalledTimes(1);
    fail = false;
    await p.load();
    await p.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
