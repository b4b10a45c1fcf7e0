// Published rule bundles' share of `npm run bench` (issue 25): each site's file gzipped (target
// ≤ 20 KB), `publish` of every site (in-process, compiled config given), and verifying a manifest's
// signature plus one site file's SHA-256 in Node's Web Crypto. The browser figure at 4× CPU
// slow-down comes with the site's pick-up of bundles (docs/adr/0214-signed-rule-bundles.md).
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { row, type BenchSection } from './budget';
import { checkedSiteFile, verifiedManifest } from '../src/config/bundle/verify';
import { publish } from '../src/config/node/publish';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { rawPublicKey } from '../src/config/node/signing-key';
import { stats } from './stats';

const RUNS = Number(process.env.RULES_BUNDLE_BENCH_RUNS ?? 5);
const VERIFY_RUNS = 50;

export async function run(): Promise<BenchSection> {
  const config = compiledRepoConfig();
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const key = { privateKey, publicKey: rawPublicKey(publicKey), source: 'file' as const };
  const dir = mkdtempSync(join(tmpdir(), 'meridian-bench-rules-'));
  try {
    const publishMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await publish({ config, outDir: join(dir, String(i)), key, revision: 'bench', now: new Date() });
      publishMs.push(performance.now() - t0);
    }
    const out = join(dir, '0');
    const manifestText = readFileSync(join(out, 'manifest.json'), 'utf8');
    const manifest = JSON.parse(manifestText) as { sites: Record<string, { file: string; sha256: string; size: number }> };
    const sizes = Object.entries(manifest.sites).map(([site, e]) => ({
      site,
      raw: e.size,
      gzip: gzipSync(readFileSync(join(out, e.file))).length / 1024,
    }));
    const largest = [...sizes].sort((a, b) => b.gzip - a.gzip)[0]!;
    const mainFile = readFileSync(join(out, manifest.sites.main!.file));
    const verifyMs: number[] = [];
    for (let i = 0; i < VERIFY_RUNS; i++) {
      const t0 = performance.now();
      const verified = await verifiedManifest(manifestText, { keys: [key.publicKey], threshold: 1 });
      const file = await checkedSiteFile(mainFile, manifest.sites.main!);
      verifyMs.push(performance.now() - t0);
      if (!verified.ok || !file.ok) throw new Error('the bench bundle did not verify');
    }
    return {
      name: 'rules-bundle',
      rows: [
        row(
          {
            id: 'rules-bundle.size.largest',
            what: 'rule bundle: largest site file, gzip',
            unit: 'KB',
            budget: 20,
            direction: 'max',
            note: `${largest.site}; ${sizes.length} sites`,
          },
          [largest.gzip],
        ),
        row(
          {
            id: 'rules-bundle.publish',
            what: 'meridian publish: every site written and signed (in-process)',
            unit: 'ms',
            budget: 5000,
            direction: 'max',
            note: `${RUNS} runs; compile excluded`,
          },
          publishMs,
        ),
        row(
          {
            id: 'rules-bundle.verify.node',
            what: 'manifest signature + main file SHA-256, Node Web Crypto',
            unit: 'ms',
            budget: 5,
            direction: 'max',
            note: `${VERIFY_RUNS} runs; the browser at 4× slow-down is measured with the site's pick-up`,
          },
          verifyMs,
        ),
      ],
      detail: { lines: sizes.map((s) => `${s.site}: ${s.raw} B, ${s.gzip.toFixed(1)} KB gzip`), median: stats(verifyMs).median },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
