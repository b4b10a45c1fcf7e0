import { readSources } from '../cli/read-sources';
import { compile } from '../src/config/compile';
import { formatError } from '../src/config/config-error';
import type { CompiledConfig } from '../src/config/compiled-types';
import type { Plugin } from 'vite';

const ID = 'virtual:meridian/config';
const RESOLVED = `\0${ID}`;

/** What the browser needs of a compiled config: no YAML conditions, descriptions or file positions. */
export function browserConfig(config: CompiledConfig): CompiledConfig {
  const rules = Object.fromEntries(Object.entries(config.rules).map(([id, r]) => [id, { id, source: r.source, priority: r.priority, then: r.then, description: '', file: '', line: 0 }]));
  return { ...config, rules } as CompiledConfig;
}

/**
 * Compiles sites/ and rules/ when the site is built (and on each change in dev) and serves the
 * result as `virtual:meridian/config`. An invalid configuration fails the build with file:line:col.
 */
export function meridianConfig(root: string): Plugin {
  return {
    name: 'meridian-config',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const sources = readSources(root);
      for (const s of sources) this.addWatchFile(`${root}/${s.file}`);
      const result = compile(sources);
      if (!result.ok) this.error(`invalid Meridian configuration:\n${result.errors.map(formatError).join('\n')}`);
      return `export const config = JSON.parse(${JSON.stringify(JSON.stringify(browserConfig(result.config)))});`;
    },
    handleHotUpdate(ctx) {
      if (/\/(sites|rules)\/.*\.ya?ml$/.test(ctx.file)) {
        const mod = ctx.server.moduleGraph.getModuleById(RESOLVED);
        if (mod) ctx.server.moduleGraph.invalidateModule(mod);
        ctx.server.ws.send({ type: 'full-reload' });
        return [];
      }
      return undefined;
    },
  };
}
