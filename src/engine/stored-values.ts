import type { StoredDecl } from '../generated/schema-types';
import { getPath } from '../rules-model/dot-path';

export type StoredValue =
  | { format: 'timestamp'; timestamp: number }
  | { format: 'count-timestamp'; count: number; timestamp: number }
  | { format: 'keepalive'; keepaliveDays: number; timestamp: number }
  | { format: 'json-list'; items: string[] }
  | { format: 'flag'; on: true }
  | { format: 'present'; on: true };

/** Parses one stored string by its declared format; null with a reason when it is malformed. */
export function parseStored(format: StoredDecl['format'], raw: string): { value: StoredValue | null; problem?: string } {
  switch (format) {
    case 'timestamp':
      return /^\d{1,15}$/.test(raw) ? { value: { format, timestamp: Number(raw) } } : { value: null, problem: 'is not a timestamp in ms' };
    case 'count-timestamp': {
      const m = /^(\d{1,6})\/(\d{1,15})$/.exec(raw);
      return m ? { value: { format, count: Number(m[1]), timestamp: Number(m[2]) } } : { value: null, problem: 'is not count/timestamp' };
    }
    case 'keepalive': {
      const v = safeJson(raw) as { keepaliveDays?: unknown; timestamp?: unknown } | null;
      const ok = v && typeof v === 'object' && Number.isFinite(v.keepaliveDays) && Number.isFinite(v.timestamp);
      return ok
        ? { value: { format, keepaliveDays: v.keepaliveDays as number, timestamp: v.timestamp as number } }
        : { value: null, problem: 'is not {"keepaliveDays":n,"timestamp":n}' };
    }
    case 'json-list': {
      const v = safeJson(raw);
      const ok = Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number');
      return ok ? { value: { format, items: (v as unknown[]).map(String) } } : { value: null, problem: 'is not a JSON list' };
    }
    case 'flag':
      return raw !== '' && raw !== '0' && raw !== 'false' ? { value: { format, on: true } } : { value: null };
    case 'present':
      return raw !== '' ? { value: { format, on: true } } : { value: null };
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The key a stored value lives under: fixed, or named by a fact (the risk-user cookie key). */
export function storedKey(decl: StoredDecl, facts: unknown): string | null {
  if (decl.key) return decl.key;
  const k = decl.keyFact ? getPath(facts, decl.keyFact) : undefined;
  return typeof k === 'string' && k ? k : null;
}

/**
 * How far after `now` a stored timestamp may lie and still count (as just now): the browser's
 * facts cut `now` to the minute while acknowledgements are written to the ms, and clocks drift.
 * Later than this, it is forged or broken and counts as absent.
 */
export const FUTURE_TOLERANCE_MS = 10 * 60_000;

export interface StoredRead {
  values: Record<string, StoredValue | null>;
  ages: Record<string, number | null>;
  sameDay: Record<string, boolean | null>;
  notes: string[];
}

/** Reads every declared stored value from the facts' cookies and storage, as of `nowMs`. */
export function readStored(
  decls: readonly StoredDecl[],
  facts: { cookies: Record<string, string>; storage: Record<string, string> },
  nowMs: number,
  utcOffsetMinutes: number,
): StoredRead {
  const out: StoredRead = { values: {}, ages: {}, sameDay: {}, notes: [] };
  const day = (ms: number) => Math.floor((ms + utcOffsetMinutes * 60_000) / 86_400_000);
  for (const decl of decls) {
    const key = storedKey(decl, facts);
    const from = decl.in === 'cookie' ? facts.cookies : facts.storage;
    const raw = key !== null && Object.hasOwn(from, key) && typeof from[key] === 'string' ? from[key] : undefined; // not an inherited `constructor`
    let value: StoredValue | null = null;
    if (raw !== undefined) {
      const parsed = parseStored(decl.format, raw);
      value = parsed.value;
      if (parsed.problem) out.notes.push(`${decl.in} ${key}=${JSON.stringify(raw.slice(0, 80))} ${parsed.problem}: treated as absent`);
    }
    if (value && 'timestamp' in value && value.timestamp > nowMs + FUTURE_TOLERANCE_MS) {
      out.notes.push(`${decl.in} ${key} is dated after now (${new Date(value.timestamp).toISOString()}): treated as absent`);
      value = null;
    }
    out.values[decl.name] = value;
    const ts = value && 'timestamp' in value ? value.timestamp : null;
    out.ages[decl.name] = ts === null ? null : Math.max(0, nowMs - ts);
    out.sameDay[decl.name] = ts === null ? null : day(ts) === day(nowMs);
  }
  return out;
}
