import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigError } from '../src/config/config-error';
import type { CompiledConfig, CompiledItem } from '../src/config/compiled-types';
import type { LocaleFiles } from '../src/config/check-locales';

/** Reads locales/{lang}/{ns}.json; an unreadable or invalid file is an error, not a crash. */
export function readLocales(root: string): { files: LocaleFiles; errors: ConfigError[] } {
  const files: LocaleFiles = {};
  const errors: ConfigError[] = [];
  let langs: string[] = [];
  try {
    langs = readdirSync(join(root, 'locales'));
  } catch {
    return { files, errors };
  }
  for (const lang of langs) {
    let names: string[] = [];
    try {
      names = readdirSync(join(root, 'locales', lang)).filter((f) => f.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of names) {
      const file = `locales/${lang}/${name}`;
      try {
        files[`${lang}/${name.slice(0, -5)}`] = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
      } catch (e) {
        errors.push({ file, line: 1, col: 1, path: '', message: `not valid JSON: ${(e as Error).message}`, severity: 'error', check: 'yaml' });
      }
    }
  }
  return { files, errors };
}

/** Every i18n key the configuration refers to, with where it is used. */
export function usedKeys(config: CompiledConfig): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (items: readonly CompiledItem[], where: string) => {
    for (const i of items) {
      for (const k of [i.title, i.desc, i.badge]) if (k) out.set(k, `${where} item ${i.id}`);
      if (i.children) walk(i.children, where);
    }
  };
  walk(config.navigation, 'sites/links/navigation.yaml');
  for (const [id, set] of Object.entries(config.footers)) {
    for (const c of set.columns) {
      out.set(c.title, `footer set ${id}`);
      walk(c.links, `footer set ${id}`);
    }
  }
  for (const s of Object.values(config.sites)) for (const d of s.disclaimers) out.set(d, `sites/${s.key}.yaml`);
  return out;
}
