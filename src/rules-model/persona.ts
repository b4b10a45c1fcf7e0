/**
 * A visitor everyone simulates: an id, a label and a facts fragment (scenarios/personas.yaml,
 * schemas/personas.schema.json). The type is generated from the schema; loading is
 * src/config/personas.ts (pure) and src/config/node/read-personas.ts (Node).
 */
import type { Persona } from '../generated/schema-types';

export type { Persona, PersonasFile } from '../generated/schema-types';

/** The persona of `id` in a list, if there is one (the embedded backend and virtual:meridian/personas). */
export function findPersonaIn(personas: readonly Persona[], id: string): Persona | undefined {
  return personas.find((p) => p.id === id);
}
