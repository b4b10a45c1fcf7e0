// @vitest-environment jsdom
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { History } from '../../../src/config/bundle/history';
import { publish } from '../../../src/config/node/publish';
import { compiledRepoConfig } from '../../../src/config/node/repo-config';
import { ephemeralSigningKey } from '../../../src/config/node/signing-key';
import { PUBLISHED_URL, publishedHistory } from './published';
import { RulesHistory } from './rules-history';
import { usePublishedVersions } from './rules-source';

afterEach(cleanup);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A fetch serving `dir` as the embedded backend serves dist-rules/: 204 for a manifest not published. */
function servedFrom(dir: string): typeof fetch {
  return (async (input: string) => {
    const name = input.slice(PUBLISHED_URL.length);
    try {
      return new Response(readFileSync(join(dir, name)), { status: 200 });
    } catch {
      return new Response(null, { status: name === 'manifest.json' ? 204 : 404 });
    }
  }) as typeof fetch;
}

/** Three versions and a rollback to version 1 (withdrawing 2 and 3), by the real publish code. */
async function series(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'meridian-preview-history-'));
  dirs.push(outDir);
  const full = compiledRepoConfig(process.cwd());
  const config = { ...full, sites: { main: full.sites.main! } };
  const key = ephemeralSigningKey();
  for (const [i, revision] of ['aaa', 'bbb', 'ccc'].entries())
    await publish({ config, outDir, key, revision, now: new Date(Date.UTC(2026, 10, 20, i)) });
  await publish({ config, outDir, key, revision: 'aaa', now: new Date(Date.UTC(2026, 10, 20, 3)), withdraw: [2, 3] });
  return outDir;
}

function Harness({ load, onOpen }: { load: () => Promise<History | null>; onOpen: (a: number, b: number) => void }) {
  return <RulesHistory published={usePublishedVersions(load)} onOpen={onOpen} />;
}

describe("the Rules menu's history (preview/src/config/rules-history.tsx)", () => {
  it('lists what meridian history lists, withdrawn ones marked; two versions picked by keyboard open side by side', async () => {
    const user = userEvent.setup();
    const dir = await series();
    let answer!: (h: History | null) => void;
    const load = vi.fn(() => new Promise<History | null>((r) => (answer = r)));
    const onOpen = vi.fn();
    render(<Harness load={load} onOpen={onOpen} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the published versions…');
    answer(await publishedHistory(servedFrom(dir)));
    const list = await screen.findByRole('list', { name: 'Published versions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.testid)).toEqual(['history-v4', 'history-v3', 'history-v2', 'history-v1']);
    expect(rows.map((r) => r.dataset.withdrawn)).toEqual(['false', 'true', 'true', 'false']);
    expect(rows[0]!.textContent).toMatch(/^v42026-11-20 03:00 · aaa · signed by [0-9a-f]{16} · expires 2026-11-21 03:00current/);
    expect(rows[1]!.textContent).toContain('withdrawn by v4');
    // The two newest are picked to start with; side A moved to v1 from the keyboard (a radio takes space and arrows).
    expect(screen.getByTestId('history-open').textContent).toBe('Open v3 and v4 side by side');
    const v1a = screen.getByRole('radio', { name: 'v1 as side A' });
    v1a.focus();
    await user.click(v1a); // what space does on a focused radio
    expect(document.activeElement).toBe(v1a);
    await user.click(screen.getByRole('button', { name: 'Open v1 and v4 side by side' }));
    expect(onOpen).toHaveBeenCalledWith(1, 4);
    // The same version on both sides compares nothing: the button says to pick two.
    await user.click(screen.getByRole('radio', { name: 'v4 as side A' }));
    expect((screen.getByTestId('history-open') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('history-open').textContent).toBe('Pick two versions');
  });

  it('says nothing is published yet, and shows an error it cannot read past', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'meridian-preview-history-'));
    dirs.push(empty);
    expect(await publishedHistory(servedFrom(empty))).toBeNull();
    render(<Harness load={() => publishedHistory(servedFrom(empty))} onOpen={() => {}} />);
    expect((await screen.findByTestId('history-empty')).textContent).toBe('Nothing is published yet: meridian publish writes version 1.');
    cleanup();
    const broken = (async () => new Response('{"format": 2,', { status: 200 })) as typeof fetch;
    render(<Harness load={() => publishedHistory(broken)} onOpen={() => {}} />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^The published versions could not be read: manifest\.json: not JSON/),
    );
  });
});
