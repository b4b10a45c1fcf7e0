// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestBackend } from '../mocks/test-server';
import { renderShell } from '../test-support/render-shell';
import { ShellLayout } from './shell-layout';

/** The slots whose component throws in the current test. */
const broken = new Set<string>();
function Slot({ name }: { name: string }) {
  if (broken.has(name)) throw new Error(`broken ${name}`);
  return <div data-testid={`slot-${name}`} />;
}

vi.mock('../shell/dialogs/dialog-host', () => ({ DialogHost: () => <Slot name="dialogs" /> }));
vi.mock('../shell/chat/chat-host', () => ({ ChatHost: () => <Slot name="chat" />, ChatSkipLink: () => null }));
vi.mock('../shell/pages/home-page', () => ({ HomePage: () => <Slot name="page" /> }));

const backend = setupTestBackend();
beforeEach(() => {
  broken.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderLayout() {
  await renderShell(
    <ShellLayout
      route={{ pattern: '/', title: 'nav.home', kind: 'home' }}
      path="/"
      search=""
      barHeights={{}}
      renderBar={(id) => <Slot name={`bar-${id}`} />}
      crash={false}
      toolbar={null}
      header={<header data-testid="test-header" />}
      allowedHosts={[]}
    />,
    { http: backend.http },
  );
}

/** What every test expects to survive a broken slot: header, main, footer and the other slots. */
async function expectShellStands(except: string) {
  expect(await screen.findByTestId('test-header')).toBeTruthy();
  expect(document.querySelector('main#content')).toBeTruthy();
  expect(document.querySelector('footer')).toBeTruthy();
  for (const name of ['page', 'dialogs', 'chat']) if (name !== except) expect(screen.getByTestId(`slot-${name}`)).toBeTruthy();
  expect(screen.queryByTestId(`slot-${except}`)).toBeNull();
}

describe('a broken slot leaves the rest of the shell rendered', () => {
  it.each(['dialogs', 'chat'])('%s: nothing in its place, the error logged', async (slot) => {
    broken.add(slot);
    await renderLayout();
    await expectShellStands(slot);
    expect(screen.queryByTestId('error-boundary')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      `${slot === 'dialogs' ? 'dialog host' : 'chat'} failed`,
      expect.any(Error),
      expect.anything(),
    );
  });

  it("the page: 'Something went wrong' in the main area only", async () => {
    broken.add('page');
    await renderLayout();
    await expectShellStands('page');
    const notice = screen.getByTestId('error-boundary');
    expect(document.querySelector('main#content')!.contains(notice)).toBe(true);
    expect(notice.textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('a bar: its slot stays (no jump), empty', async () => {
    const { createDecider } = await import('../engine/decide');
    const { repoConfig } = await import('../test-support/repo-config');
    const bars = (await createDecider(repoConfig()).decide({ now: '2026-03-10T12:00:00Z' })).bars;
    expect(bars.length).toBeGreaterThan(0);
    for (const id of bars) broken.add(`bar-${id}`);
    await renderLayout();
    await expectShellStands('none');
    for (const id of bars) {
      expect(document.querySelector(`[data-bar="${id}"]`)).toBeTruthy();
      expect(screen.queryByTestId(`slot-bar-${id}`)).toBeNull();
    }
  });
});
