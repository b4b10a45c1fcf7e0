import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyIdOf, fromBase64 } from '../bundle/digest';
import { rollbackPlan } from '../bundle/history';
import { addSignature, publish } from './publish';
import { readHistoryAt } from './read-history';
import { compiledRepoConfig } from './repo-config';
import { ephemeralSigningKey } from './signing-key';

const config = compiledRepoConfig(new URL('../../..', import.meta.url).pathname);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-history-'));
  dirs.push(dir);
  return dir;
};

describe('the history of a published series (src/config/bundle/history.ts, read from files)', () => {
  it('lists three versions, a rollback and a second signature: withdrawn flags, by whom, signers, expiry', async () => {
    const outDir = tempDir();
    const ann = ephemeralSigningKey();
    const bob = ephemeralSigningKey();
    const at = (n: number) => new Date(Date.UTC(2026, 10, 20, 10, n));
    for (const [i, revision] of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'].entries())
      await publish({ config, outDir, key: ann, revision, now: at(i) });
    const before = (await readHistoryAt(outDir, '/')).history;
    const plan = rollbackPlan(before, 1);
    expect(plan).toEqual({ ok: true, revision: 'aaaaaaaaaaaa', withdraw: [2, 3] });
    if (!plan.ok) return;
    await publish({ config, outDir, key: ann, revision: plan.revision, now: at(3), withdraw: plan.withdraw });
    await addSignature(join(outDir, 'manifest.json'), bob);

    const { history } = await readHistoryAt(join(outDir, 'manifest.json'), '/');
    const [annId, bobId] = await Promise.all([ann, bob].map((k) => keyIdOf(fromBase64(k.publicKey))));
    expect(history.current).toBe(4);
    expect(history.entries.map((e) => [e.version, e.revision, e.withdrawn, e.withdrawnBy, e.current])).toEqual([
      [1, 'aaaaaaaaaaaa', false, null, false],
      [2, 'bbbbbbbbbbbb', true, 4, false],
      [3, 'cccccccccccc', true, 4, false],
      [4, 'aaaaaaaaaaaa', false, null, true],
    ]);
    expect(history.entries.map((e) => e.signers)).toEqual([[annId], [annId], [annId], [annId, bobId]]);
    expect(history.entries[0]).toMatchObject({
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-21T10:00:00.000Z',
      problem: null,
      dirty: false,
    });
    // Rolling back again: version 2 is withdrawn, 4 is current, 1 withdraws nothing withdrawn twice.
    expect(rollbackPlan(history, 2)).toMatchObject({ ok: false, reason: expect.stringContaining('withdrawn by version 4') });
    expect(rollbackPlan(history, 4)).toMatchObject({ ok: false, reason: expect.stringContaining('is the current version') });
    expect(rollbackPlan(history, 9)).toEqual({ ok: false, reason: 'version 9 was never published here (versions 1–4)' });
    expect(rollbackPlan(history, 1)).toEqual({ ok: true, revision: 'aaaaaaaaaaaa', withdraw: [4] });
  });

  it('lists a version whose file is gone with its problem; refuses a missing, unreadable or unsigned manifest', async () => {
    const outDir = tempDir();
    const key = ephemeralSigningKey();
    for (const n of [0, 1]) await publish({ config, outDir, key, revision: 'abc', now: new Date(Date.UTC(2026, 10, 20, n)) });
    unlinkSync(join(outDir, 'versions/1.json'));
    const { history } = await readHistoryAt(outDir, '/');
    expect(history.entries.map((e) => [e.version, e.problem])).toEqual([
      [1, 'versions/1.json: not there'],
      [2, null],
    ]);
    await expect(readHistoryAt(join(tempDir(), 'manifest.json'), '/')).rejects.toThrow(
      /manifest\.json: not there \(nothing published yet\?\)$/,
    );
    writeFileSync(join(outDir, 'manifest.json'), '{"format": 2,');
    await expect(readHistoryAt(outDir, '/')).rejects.toThrow(/: not JSON \(/);
    const manifest = JSON.parse(readFileSync(join(outDir, 'versions/2.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(outDir, 'manifest.json'), JSON.stringify({ ...manifest, signatures: [] }));
    await expect(readHistoryAt(outDir, '/')).rejects.toThrow(/: not signed \(no release signature\)$/);
  });
});
