import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli/test-support';
import { repoSiteKeys } from '../src/config/node/repo-config';
import { bundleSites } from './bundle';

describe('bundleSites: the sites bench/bundle.ts measures', () => {
  it('are the sites the configuration compiles to, a site added as a file included (CONTRIBUTING.md, "Add a site")', () => {
    const dir = scratch();
    writeFileSync(
      join(dir, 'sites', 'xx.yaml'),
      [
        'extends: mt',
        'id: 901',
        'key: xx',
        'name: Meridian XX',
        'hosts: [xx.meridian.example]',
        'collectId: mrd-xx',
        'gtagId: GTM-MRD901',
        'totpName: Meridian XX',
        '',
      ].join('\n'),
    );
    expect(bundleSites(dir)).toContain('xx');
    expect(bundleSites(dir)).toEqual(repoSiteKeys(dir));
  });
});
