import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigInvalidError, formatError, type ConfigError } from '../config-error';
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

interface Loaded {
  /** The file's mtime and size when read: an edit changes it, and the next call reads again. */
  stamp: string;
  personas: Persona[];
}

const loaded = new Map<string, Loaded>();

function stampOf(root: string): string {
  try {
    const stat = statSync(join(root, PERSONAS_FILE));
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'unreadable';
  }
}

/**
 * The personas under `root`, read again only when the file changes (the embedded backend of a
 * running dev server follows edits). The first read throws the located errors; a later edit that
 * breaks the file keeps the personas read before and warns with the errors, so a running server
 * never loses them.
 */
export function loadPersonas(root: string, warn: (message: string) => void = console.warn): Persona[] {
  const stamp = stampOf(root);
  const before = loaded.get(root);
  if (before?.stamp === stamp) return before.personas;
  const result = readPersonas(root);
  if (result.errors.length) {
    if (!before) throw new ConfigInvalidError(result.errors);
    warn(`${PERSONAS_FILE} is invalid; keeping the personas read before:\n${result.errors.map(formatError).join('\n')}`);
    loaded.set(root, { stamp, personas: before.personas });
    return before.personas;
  }
  loaded.set(root, { stamp, personas: result.personas });
  return result.personas;
}
