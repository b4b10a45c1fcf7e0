import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ConfigSource } from '../src/config/compile';
import { kindOfFile } from '../src/config/schemas';

/** Reads every configuration file under `root` (sites/, rules/) as sources with repo-relative paths. */
export function readSources(root: string): ConfigSource[] {
  const out: ConfigSource[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const file = relative(root, full).replace(/\\/g, '/');
        if (kindOfFile(file)) out.push({ file, text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(join(resolve(root), 'sites'));
  walk(join(resolve(root), 'rules'));
  return out.sort((a, b) => a.file.localeCompare(b.file));
}
