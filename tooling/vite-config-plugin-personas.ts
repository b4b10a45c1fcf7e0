import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { formatError } from '../src/config/config-error';
import { PERSONAS_FILE } from '../src/config/personas';
import { readPersonas } from '../src/config/node/read-personas';
import { scriptJson } from '../src/lib/inline-escape';

const ID = 'virtual:meridian/personas';
const RESOLVED = `\0${ID}`;

/** The rules model's lookup, which the module imports (one findPersona for the site and the backend). */
const PERSONA_MODEL = fileURLToPath(new URL('../src/rules-model/persona.ts', import.meta.url));

/** The module's text: the personas as data, and a lookup by id. */
export function personasModule(personas: readonly unknown[]): string {
  return (
    `import { findPersonaIn } from ${JSON.stringify(PERSONA_MODEL)};\n` +
    `export const personas = JSON.parse(${scriptJson(JSON.stringify(personas))});\n` +
    'export const findPersona = (id) => findPersonaIn(personas, id);\n'
  );
}

/**
 * Reads scenarios/personas.yaml (src/config/node/read-personas.ts: schema, facts schema, unique ids)
 * and serves it as `virtual:meridian/personas` to the site (the demo toolbar), the preview and the
 * tests that run through Vite (vitest.config.ts, vitest.e2e.config.ts). An invalid file fails the
 * build with file:line:col; an edit reloads the page in dev.
 */
export function meridianPersonas(root: string): Plugin {
  const file = `${root.replace(/\/$/, '')}/${PERSONAS_FILE}`;
  return {
    name: 'meridian-personas',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(file);
      const { personas, errors } = readPersonas(root);
      if (errors.length) this.error(`invalid personas:\n${errors.map(formatError).join('\n')}`);
      return personasModule(personas);
    },
    handleHotUpdate(ctx) {
      if (ctx.file !== file) return undefined;
      const mod = ctx.server.moduleGraph.getModuleById(RESOLVED);
      if (mod) ctx.server.moduleGraph.invalidateModule(mod);
      ctx.server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
