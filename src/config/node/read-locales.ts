import type { ConfigError } from '../config-error';
import type { CompiledConfig, CompiledItem } from '../../rules-model/compiled-types';
import type { LocaleFiles } from '../check-locales';
import { decodeConfigText } from '../decode-text';
import { refusedError } from './read-sources';
import { listFiles, readInside } from './safe-read';

/** Each language's name, and its BCP 47 tag and direction where the code does not say them (src/rules-model/language-tag.ts). */
export const LANGUAGES_FILE = 'locales/languages.json';

/**
 * Reads locales/{lang}/{ns}.json and locales/languages.json (regular files inside `root` only); an
 * unreadable or invalid file is an error, not a crash.
 */
export function readLocales(root: string): { files: LocaleFiles; languages?: unknown; errors: ConfigError[] } {
  const files: LocaleFiles = {};
  let languages: unknown;
  const { files: paths, refused } = listFiles(root, 'locales');
  const errors: ConfigError[] = refused.map((r) => refusedError(r.file, r.reason));
  for (const file of paths.filter((f) => /^locales\/[^/]+\/[^/]+\.json$/.test(f) || f === LANGUAGES_FILE)) {
    const read = readInside(root, file);
    if ('refused' in read) {
      errors.push(refusedError(file, read.refused));
      continue;
    }
    const decoded = decodeConfigText(file, read.bytes);
    if ('error' in decoded) {
      errors.push(decoded.error);
      continue;
    }
    try {
      const data = JSON.parse(decoded.text) as Record<string, unknown>;
      if (file === LANGUAGES_FILE) languages = data;
      else files[file.slice('locales/'.length, -'.json'.length)] = data;
    } catch (e) {
      errors.push({
        file,
        line: 1,
        col: 1,
        path: '',
        message: `not valid JSON: ${(e as Error).message}`,
        severity: 'error',
        check: 'yaml',
      });
    }
  }
  return { files, languages, errors };
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
