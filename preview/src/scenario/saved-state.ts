import type { FactsCheck, PreviewState } from './preview-state';
import { STATE_VERSION } from './preview-state';
import { decodeState, encodeState } from './url-codec';

/** One versioned key: a new format gets a new key, and an old key is read only by a migration. */
export const STORAGE_KEY = `meridian-preview:v${STATE_VERSION}`;

export interface Saved {
  state: PreviewState;
  /** Rule and site files edited in the preview, by path: kept until reverted. */
  edits: Record<string, string>;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Writes the state (as its URL query, validated the same way on the way back) and the edits. */
export function saveState(storage: StorageLike, saved: Saved): boolean {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: STATE_VERSION, query: encodeState(saved.state), edits: saved.edits }));
    return true;
  } catch {
    return false;
  }
}

const isStringMap = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/** The saved state, or null when there is none, it is of another version, or it cannot be read. */
export function loadState(storage: StorageLike, fallback: PreviewState, check: FactsCheck): Saved | null {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { version, query, edits } = data as { version?: unknown; query?: unknown; edits?: unknown };
  if (version !== STATE_VERSION || typeof query !== 'string') return null;
  const { state } = decodeState(query, fallback, check);
  if (!state) return null;
  return { state, edits: isStringMap(edits) ? edits : {} };
}
