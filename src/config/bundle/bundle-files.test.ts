import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_CACHE, MANIFEST_CACHE, MANIFEST_FILE, uploadPlan } from './bundle-files';

const siteFile = fc.tuple(fc.constantFrom('uk', 'eu', 'main', 'us'), fc.stringMatching(/^[0-9a-f]{16}$/)).map(([s, h]) => `${s}.${h}.json`);
const versionFile = fc.integer({ min: 1, max: 12 }).map((v) => `versions/${v}.json`);

describe('uploadPlan (src/config/bundle/bundle-files.ts)', () => {
  it('property: the manifest goes last, after every file it names that the host lacks; or the plan says which are missing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(siteFile, { maxLength: 8 }),
        fc.uniqueArray(versionFile, { maxLength: 6 }),
        fc.uniqueArray(fc.oneof(siteFile, versionFile), { maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (sites, versions, remoteList, version, withManifest) => {
          const named = sites.slice(0, 4);
          const local = [...sites, ...versions, ...(withManifest ? [MANIFEST_FILE] : []), 'notes.txt'];
          const remote = new Set(remoteList);
          const manifest = { version, sites: Object.fromEntries(named.map((f, i) => [`s${i}`, { file: f, sha256: '', size: 0 }])) };
          const { objects, missing } = uploadPlan(local, remote, manifest);
          const names = objects.map((o) => o.name);
          expect(names).not.toContain('notes.txt');
          expect(names.includes(MANIFEST_FILE)).toBe(withManifest);
          if (withManifest) expect(names.at(-1)).toBe(MANIFEST_FILE);
          for (const needed of [...named, `versions/${version}.json`]) {
            const there = remote.has(needed) || names.indexOf(needed) >= 0;
            expect(there || missing.includes(needed), needed).toBe(true);
            if (!remote.has(needed) && local.includes(needed))
              expect(names.indexOf(needed)).toBeLessThan(names.length - (withManifest ? 1 : 0));
          }
          // Immutable files before any manifest; none the host already has.
          const firstManifest = objects.findIndex((o) => o.cacheControl === MANIFEST_CACHE);
          objects.forEach((o, i) => {
            if (o.cacheControl === FILE_CACHE) {
              expect(remote.has(o.name)).toBe(false);
              if (firstManifest >= 0) expect(i).toBeLessThan(firstManifest);
            }
          });
        },
      ),
    );
  });
});
