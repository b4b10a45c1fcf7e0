import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { menuOnlyKeys, splitText } from '../src/config/menu-text-split';
import { compiledRepoConfig } from '../src/config/node/repo-config';

const ID = 'virtual:meridian/menu-text';
const RESOLVED = `\0${ID}`;

/**
 * The browser build ships English `translation.json` without the text only an open mega-menu shows
 * (docs/performance-method.md, the 185 KB ceiling); `virtual:meridian/menu-text` is that text, fetched on the header's first intent
 * (src/lib/menu-text.ts). Other languages are one chunk each with everything, as before; Node
 * (CLI) reads the file as written, and unit tests get it whole (`strip: false`) with the virtual module.
 */
export function menuText(root: string, { strip = true }: { strip?: boolean } = {}): Plugin {
  const english = join(root, 'locales', 'en', 'translation.json');
  const split = () => {
    const config = compiledRepoConfig(root);
    return splitText(JSON.parse(readFileSync(english, 'utf8')) as Parameters<typeof splitText>[0], menuOnlyKeys(config));
  };
  return {
    name: 'meridian-menu-text',
    enforce: 'pre',
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    load(id) {
      if (id === RESOLVED) {
        this.addWatchFile(english);
        return `export default ${JSON.stringify(split().menus)};`;
      }
      if (!strip || id.split('?')[0] !== english) return null;
      return JSON.stringify(split().rest);
    },
  };
}
