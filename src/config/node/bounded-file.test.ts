import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_LIMIT_BYTES } from '../bundle/bundle-files';
import { readFileBounded } from './bounded-file';
import { readBytes } from './read-published';
import { readVersionTexts } from './series-trust';

// An independent attacker read past the limits through local files: readBytes bounded a file by
// its size and then read it whole, and a FIFO or a device (a symlink to /dev/zero) has size 0; the
// version files of a published folder were read with no bound at all.
const dir = mkdtempSync(join(tmpdir(), 'meridian-bounded-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local reads are bounded', () => {
  it('a manifest that is a FIFO with a writer, or a symlink to /dev/zero, is refused unread', async () => {
    const fifo = join(dir, 'manifest.json');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', `head -c 20000000 /dev/zero > '${fifo}'`]);
    try {
      await expect(readBytes(fifo)).rejects.toThrow(`${fifo}: not a regular file`);
    } finally {
      writer.kill();
    }
    const zero = join(dir, 'zero.json');
    symlinkSync('/dev/zero', zero);
    expect(() => readFileBounded(zero, MANIFEST_LIMIT_BYTES)).toThrow('not a regular file');
  });

  it("a published folder's version file over 64 KB is refused; one at the limit is read", () => {
    const folder = join(dir, 'series');
    mkdirSync(join(folder, 'versions'), { recursive: true });
    writeFileSync(join(folder, 'versions', '1.json'), 'x'.repeat(MANIFEST_LIMIT_BYTES));
    expect(readVersionTexts(folder).get('versions/1.json')).toHaveLength(MANIFEST_LIMIT_BYTES);
    writeFileSync(join(folder, 'versions', '2.json'), 'x'.repeat(5_000_000));
    expect(() => readVersionTexts(folder)).toThrow(/versions\/2\.json: 5000000 bytes, over the limit of 65536 bytes/);
  });
});
