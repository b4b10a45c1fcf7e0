import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPersonas } from '../../config/node/read-personas';
import { findPersonaIn } from '../../config/personas';
import type { Persona } from '../../rules-model/persona';

// The embedded backend runs in Node only (the Vite dev and preview servers, msw/node in tests):
// it reads scenarios/personas.yaml itself, from the repository this file is in.
// (From the path as a string: under jsdom the global URL is jsdom's, which fileURLToPath refuses.)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** scenarios/personas.yaml, checked; read when the backend first loads. */
export const personas: readonly Persona[] = loadPersonas(root);

export function findPersona(id: string): Persona | undefined {
  return findPersonaIn(personas, id);
}
