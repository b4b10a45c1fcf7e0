import { ConfigInvalidError, type ConfigError } from '../config-error';
import { decodeConfigText } from '../decode-text';
import { parsePersonas, PERSONAS_FILE } from '../personas';
import type { Persona } from '../../rules-model/persona';
import { refusedError } from './read-sources';
import { readInside } from './safe-read';

/**
 * Reads and checks scenarios/personas.yaml under `root` (a regular file inside `root` only, as the
 * rest of the configuration: safe-read.ts). A missing, unreadable or invalid file is located errors.
 */
export function readPersonas(root: string): { personas: Persona[]; errors: ConfigError[] } {
  const read = readInside(root, PERSONAS_FILE);
  if ('refused' in read) return { personas: [], errors: [refusedError(PERSONAS_FILE, read.refused)] };
  const decoded = decodeConfigText(PERSONAS_FILE, read.bytes);
  if ('error' in decoded) return { personas: [], errors: [decoded.error] };
  return parsePersonas(PERSONAS_FILE, decoded.text);
}

const loaded = new Map<string, Persona[]>();

/** The personas under `root`, read once per root, for callers that cannot go on without them; throws the located errors. */
export function loadPersonas(root: string): Persona[] {
  let personas = loaded.get(root);
  if (!personas) {
    const result = readPersonas(root);
    if (result.errors.length) throw new ConfigInvalidError(result.errors);
    loaded.set(root, (personas = result.personas));
  }
  return personas;
}
