import type { Persona, PersonasFile } from '../rules-model/persona';
import { ConfigInvalidError, type ConfigError } from './config-error';
import { excerpt } from './excerpt';
import { validateFile } from './validate';
import { errorAt, parseYaml } from './yaml-source';

/** Where the personas are, relative to the repository root. */
export const PERSONAS_FILE = 'scenarios/personas.yaml';

/**
 * Parses and checks the personas file: YAML, schemas/personas.schema.json (facts against the facts
 * schema), then unique ids. Errors are located (file:line:col); with any, `personas` is empty.
 */
export function parsePersonas(file: string, text: string): { personas: Persona[]; errors: ConfigError[] } {
  const { parsed, errors } = parseYaml(file, text);
  if (errors.length) return { personas: [], errors };
  const value = parsed.value as Partial<PersonasFile> | null;
  const list: unknown[] = Array.isArray(value?.personas) ? value.personas : [];
  // Duplicates are reported with the schema's errors: a file with both gets both at once.
  const first = new Map<string, number>();
  const duplicates: ConfigError[] = [];
  list.forEach((p, i) => {
    const id = p && typeof p === 'object' ? (p as { id?: unknown }).id : undefined;
    if (typeof id !== 'string') return;
    const at = first.get(id);
    if (at === undefined) first.set(id, i);
    else duplicates.push(errorAt(parsed, ['personas', i, 'id'], `duplicate persona id ${excerpt(id)} (first at personas[${at}])`));
  });
  const all = [...validateFile('personas', parsed), ...duplicates].sort((a, b) => a.line - b.line || a.col - b.col);
  return all.length ? { personas: [], errors: all } : { personas: (value as PersonasFile).personas, errors: [] };
}

/** parsePersonas for callers that cannot go on without them; throws the located errors. */
export function personasOrThrow(file: string, text: string): Persona[] {
  const { personas, errors } = parsePersonas(file, text);
  if (errors.length) throw new ConfigInvalidError(errors);
  return personas;
}
