// An eighth attack: two local reads of a published folder were still plain readFileSync calls —
// sign's check that a versions/<n>.json is current read the folder's manifest.json, and publish
// read every versions/<digits>.json, names readVersionTexts skips (0.json, 01.json) included. A
// FIFO there (or a symlink to /dev/zero) was read whole: 20 MB in the attack, without end for /dev/zero.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { publish } from '../src/config/node/publish';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { ephemeralSigningKey } from '../src/config/node/signing-key';
import { committedScratch, git, run, tempDir } from './test-support';

const [ann, bob] = [ephemeralSigningKey(), ephemeralSigningKey()];
const pemOf = (k: typeof ann) => k.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

async function staged() {
  const dir = committedScratch();
  const keys = tempDir();
  writeFileSync(join(keys, 'ann.pem'), pemOf(ann));
  writeFileSync(join(keys, 'bob.pem'), pemOf(bob));
  const revision = git(dir, 'rev-parse', 'HEAD').slice(0, 12);
  const out = join(dir, 'dist-rules');
  await publish({ config: compiledRepoConfig(dir), outDir: out, key: ann, revision, now: new Date('2026-11-22T09:00:00Z') });
  vi.stubEnv('MERIDIAN_RULES_PUBLIC_KEYS', `${ann.publicKey},${bob.publicKey}`);
  return { dir, keys, out };
}

/** A FIFO at `path` with a writer of 20 MB; resolves to the writer's exit code (0 only when all 20 MB were read). */
function fifoWriter(path: string) {
  execFileSync('mkfifo', [path]);
  const writer = spawn('sh', ['-c', `head -c 20000000 /dev/zero > '${path}'`]);
  const done = new Promise<number | null>((res) => writer.on('exit', (code) => res(code)));
  return { writer, done };
}

const settled = (p: Promise<number | null>, ms: number) =>
  Promise.race([p, new Promise<string>((r) => setTimeout(() => r('still running'), ms))]);

describe('local reads of a published folder are bounded', { timeout: 120_000 }, () => {
  it('sign versions/1.json: the folder manifest.json (a FIFO) is not read past 64 KB', async () => {
    const { dir, keys, out } = await staged();
    rmSync(join(out, 'manifest.json'));
    const { writer, done } = fifoWriter(join(out, 'manifest.json'));
    try {
      const r = await run(['sign', 'dist-rules/versions/1.json', '--key-file', join(keys, 'bob.pem')], { cwd: dir });
      expect(r.code).not.toBe(0);
      // Refused unread: the writer dies of a closed pipe, or still waits; it never wrote all 20 MB.
      expect(await settled(done, 3000), r.err).not.toBe(0);
    } finally {
      writer.kill();
      vi.unstubAllEnvs();
    }
  });

  it('publish --from: versions/0.json (a FIFO, not a version file name) is never read', async () => {
    const { dir, keys } = await staged();
    const { writer, done } = fifoWriter(join(dir, 'dist-rules', 'versions', '0.json'));
    try {
      const r = await run(['publish', '--from', 'HEAD', '--key-file', join(keys, 'ann.pem')], { cwd: dir });
      expect(await settled(done, 3000), `publish exit ${r.code}: ${r.out} ${r.err}`).toBe('still running');
    } finally {
      writer.kill();
      vi.unstubAllEnvs();
    }
  });
});
