import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:meridian/locales';
const RESOLVED = `\0${ID}`;
/** `virtual:meridian/locales/de`: every namespace of one language folder. */
const ONE = /^virtual:meridian\/locales\/([a-z]{2}(?:-[a-z]{2})?)$/;

/**
 * The languages other than English, one loader per language folder (src/lib/i18n.ts):
 * `virtual:meridian/locales` is `{ de: () => import('virtual:meridian/locales/de'), … }` and each of
 * those is `{ header: …, prefs: …, … }`, the folder's JSON files by namespace. A glob over
 * `locales/*\/*.json` wrote one loader per file into the home page (15 languages × 12 namespaces,
 * about 2 KB gzip) for chunks that are one per language anyway (vite.config.ts). The folders are
 * listed when the module loads: a new language folder needs a restart of the dev server.
 */
export function meridianLocales(root: string): Plugin {
  const dir = join(root, 'locales');
  const languages = () =>
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'en')
      .map((d) => d.name)
      .sort();
  const namespaces = (lang: string) =>
    readdirSync(join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => f.slice(0, -'.json'.length));
  return {
    name: 'meridian-locales',
    resolveId(id) {
      if (id === ID) return RESOLVED;
      const m = ONE.exec(id);
      return m && languages().includes(m[1]!) ? `\0${id}` : null;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = languages().map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(`${ID}/${l}`)})`);
        return `export default {${entries.join(',')}};`;
      }
      if (!id.startsWith(`${RESOLVED}/`)) return null;
      const lang = id.slice(RESOLVED.length + 1);
      const ns = namespaces(lang);
      const imports = ns.map((n, i) => `import n${i} from ${JSON.stringify(join(dir, lang, `${n}.json`))};`);
      return `${imports.join('\n')}\nexport default {${ns.map((n, i) => `${JSON.stringify(n)}: n${i}`).join(',')}};`;
    },
  };
}
