import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { menuOnlyKeys, splitText } from '../src/config/menu-text-split';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { LATER_NAMESPACES } from '../src/lib/later-namespaces';

const ID = 'virtual:meridian/locales';
const RESOLVED = `\0${ID}`;
/** `virtual:meridian/locales/de` (de's first chunk), `…/de/dialogs` (a later namespace), `…/de/menu` (its menu text). */
const ONE = /^virtual:meridian\/locales\/([a-z]{2}(?:-[a-z]{2})?)(?:\/([a-z-]+))?$/;
const LATER: readonly string[] = LATER_NAMESPACES;

type Text = Parameters<typeof splitText>[0];

/**
 * The languages other than English, one loader per language folder (src/lib/i18n.ts):
 * `virtual:meridian/locales` is `{ de: () => import('virtual:meridian/locales/de'), … }`. A glob over
 * `locales/*\/*.json` wrote one loader per file into the home page (15 languages × 12 namespaces,
 * about 2 KB gzip); the loaders of a language's later parts are in its own first chunk instead.
 *
 * Each language is split as English is (issue 41): its first chunk, `virtual:meridian/locales/de`,
 * exports the namespaces the first paint reads (`{ header: …, prefs: …, … }`; translation.json
 * without the text only an open menu shows, when `stripMenus`) and `later`, the loaders of the rest:
 * each later namespace (src/lib/later-namespaces.ts) and the menu text, each a chunk of its own
 * (vite.config.ts names them), fetched in the page's language when a part needs them
 * (src/lib/i18n-later.ts). Unit tests keep the menu text in translation.json (`stripMenus: false`),
 * as menuText does for English. The folders are listed when the module loads: a new language folder
 * needs a restart of the dev server.
 */
export function meridianLocales(root: string, { stripMenus = true }: { stripMenus?: boolean } = {}): Plugin {
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
  const laterParts = (lang: string) => {
    const ns = namespaces(lang);
    return [...ns.filter((n) => LATER.includes(n)), ...(stripMenus && ns.includes('translation') ? ['menu'] : [])];
  };
  let menuKeys: Set<string> | undefined;
  return {
    name: 'meridian-locales',
    buildStart() {
      menuKeys = undefined;
    },
    resolveId(id) {
      if (id === ID) return RESOLVED;
      const m = ONE.exec(id);
      if (!m || !languages().includes(m[1]!)) return null;
      return !m[2] || laterParts(m[1]!).includes(m[2]) ? `\0${id}` : null;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = languages().map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(`${ID}/${l}`)})`);
        return `export default {${entries.join(',')}};`;
      }
      if (!id.startsWith(`${RESOLVED}/`)) return null;
      const [lang, part] = id.slice(RESOLVED.length + 1).split('/') as [string, string | undefined];
      const read = (ns: string): Text => {
        const file = join(dir, lang, `${ns}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Text;
      };
      const split = () => splitText(read('translation'), (menuKeys ??= menuOnlyKeys(compiledRepoConfig(root))));
      if (part === 'menu') return `export default ${JSON.stringify(split().menus)};`;
      if (part) return `export default ${JSON.stringify(read(part))};`;
      const first = Object.fromEntries(
        namespaces(lang)
          .filter((n) => !LATER.includes(n))
          .map((n) => [n, n === 'translation' && stripMenus ? split().rest : read(n)]),
      );
      const later = laterParts(lang).map((p) => `${JSON.stringify(p)}: () => import(${JSON.stringify(`${ID}/${lang}/${p}`)})`);
      return `export default ${JSON.stringify(first)};\nexport const later = {${later.join(',')}};`;
    },
  };
}
