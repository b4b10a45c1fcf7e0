import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPersonas } from '../../config/node/read-personas';
import { findPersonaIn, type Persona } from '../../rules-model/persona';

// The embedded backend runs in Node only (the Vite dev and preview servers, msw/node in tests):
// it reads scenarios/personas.yaml itself, from the repository this file is in.
// (From the path as a string: under jsdom the global URL is jsdom's, which fileURLToPath refuses.)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** scenarios/personas.yaml, checked; read again after an edit (a running dev server follows it). */
export function currentPersonas(): readonly Persona[] {
  return loadPersonas(root);
}

/** The persona of `id` in scenarios/personas.yaml, read again after an edit (a running dev server follows it). */
export function findPersona(id: string): Persona | undefined {
  return findPersonaIn(loadPersonas(root), id);
}
