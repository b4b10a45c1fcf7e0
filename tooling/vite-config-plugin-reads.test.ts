import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../cli/test-support';
import { meridianConfig } from './vite-config-plugin';

const root = new URL('..', import.meta.url).pathname;

/** Runs the plugin's buildStart as Vite would, with `this.error` throwing. */
function buildStart(dir: string): void {
  const plugin = meridianConfig(dir);
  const hook = plugin.buildStart as (this: unknown, options: unknown) => void;
  hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
  );
}

// The site imports locales/*/*.json, and the preview sites/ and rules/ as text, through
// import.meta.glob, which follows symlinks: a file linking to a secret outside the repository
// would ship inside the site's or the preview's JavaScript.
describe('the build reads configuration and translations as lint does', () => {
  it('refuses a translation file that links outside the repository', () => {
    const dir = tempDir();
    for (const f of ['sites', 'rules', 'locales']) cpSync(join(root, f), join(dir, f), { recursive: true });
    expect(() => buildStart(dir)).not.toThrow();
    symlinkSync('/etc/hostname', join(dir, 'locales/tr/zz.json'));
    expect(() => buildStart(dir)).toThrow(/locales\/tr\/zz\.json:1:1 not a regular file inside the repository \(symlink to outside\)/);
  });

  it('refuses a site file that links outside the repository (the preview bundles sites/ as text)', () => {
    const dir = tempDir();
    for (const f of ['sites', 'rules', 'locales']) cpSync(join(root, f), join(dir, f), { recursive: true });
    symlinkSync('/proc/self/environ', join(dir, 'sites/zz.yaml'));
    expect(() => buildStart(dir)).toThrow(/sites\/zz\.yaml:1:1 not a regular file inside the repository \(symlink to outside\)/);
  });
});
