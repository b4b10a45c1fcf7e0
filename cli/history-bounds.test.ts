// F6: how many version files a history reads is set by the current manifest's version, read as it
// is (unsigned too). A forged version of a million meant a million reads; 2^32 + 5 a RangeError.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HistoryError, MAX_HISTORY_VERSIONS, readHistory } from '../src/config/bundle/history';
import { run, tempDir } from './test-support';

/** An unsigned-in-substance manifest (junk signatures, as a forger writes it) naming version `v`. */
const forged = (v: number) =>
  JSON.stringify({
    signatures: [{ keyId: '0123456789abcdef', signature: `${'A'.repeat(86)}==` }],
    timestamp: {
      keyId: '0123456789abcdef',
      signature: `${'A'.repeat(86)}==`,
      issuedAt: '2026-01-01T00:00:00Z',
      expiresAt: '2026-01-02T00:00:00Z',
    },
    format: 2,
    version: v,
    revision: 'x',
    createdAt: '2026-01-01T00:00:00Z',
    withdrawn: [],
    vocabulary: { hash: '0'.repeat(64), features: [], dialogs: [], bars: [], factPaths: [], operators: [] },
    sites: { main: { file: `main.${'0'.repeat(16)}.json`, sha256: '0'.repeat(64), size: 1 } },
  });

describe('the history reader is bounded (src/config/bundle/history.ts)', { timeout: 120_000 }, () => {
  it('F6: version 1e6 and 2^32 + 5 are a HistoryError after one read, not a million reads or a RangeError', async () => {
    for (const v of [1_000_000, 2 ** 32 + 5, MAX_HISTORY_VERSIONS + 1]) {
      let reads = 0;
      const started = performance.now();
      const result = readHistory(async (n) => {
        reads++;
        return n === 'manifest.json' ? forged(v) : null;
      });
      await expect(result).rejects.toThrow(HistoryError);
      await expect(result).rejects.toThrow(
        `manifest.json: names version ${v}, more than the ${MAX_HISTORY_VERSIONS} versions a history reads`,
      );
      expect(reads).toBe(1);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('property: up to the bound every version is listed, with at most 16 files read at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3000 }), async (v) => {
        let open = 0;
        let most = 0;
        const history = await readHistory(async (n) => {
          open++;
          most = Math.max(most, open);
          await new Promise((r) => setTimeout(r, 0));
          open--;
          return n === 'manifest.json' ? forged(v) : null;
        });
        expect(history.entries).toHaveLength(v);
        expect(most).toBeLessThanOrEqual(16);
      }),
      { numRuns: 8 },
    );
  });

  it('F6: history and rollback on a folder whose manifest names version 2^32 + 5 fail with the reason (exit 2 / 1), promptly', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'dist-rules'));
    writeFileSync(join(dir, 'dist-rules/manifest.json'), forged(2 ** 32 + 5));
    const history = await run(['history', 'dist-rules'], { cwd: dir });
    expect(history.code).toBe(2);
    expect(history.err).toMatch(/^history: dist-rules: names version 4294967301, more than the \d+ versions a history reads/);
    const rollback = await run(['rollback', '1'], { cwd: dir });
    expect(rollback.code).toBe(1);
    expect(rollback.err).toMatch(/^rollback refused: cannot read what is published: dist-rules: names version 4294967301/);
  });
});
