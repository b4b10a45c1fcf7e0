/**
 * A visitor everyone simulates: an id, a label and a facts fragment (scenarios/personas.yaml,
 * schemas/personas.schema.json). The type is generated from the schema; loading is
 * src/config/personas.ts (pure) and src/config/node/read-personas.ts (Node).
 */
export type { Persona, PersonasFile } from '../generated/schema-types';
