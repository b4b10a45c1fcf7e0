import Cookies from 'js-cookie';
import { writeAcknowledgement } from '../../decision/acknowledge';
import { localStore } from '../../lib/storage';
import type { DialogDecision } from '../../generated/schema-types';

type Remember = NonNullable<DialogDecision['remember']>;

/** The Turkey chooser's keep-alive: Cancel or an unticked Confirm keeps it away 1 day, a ticked Confirm 7 (compliance §4.4). */
export type KeepaliveDays = 1 | 7;

const DAY_MS = 86_400_000;
const GIFT_COUNTER = /^(\d{1,6})\/(\d{1,15})$/;

/** `{"keepaliveDays":n,"timestamp":ms}`, the value GATE_TR_ENTRY_STORAGE holds. */
export function keepaliveValue(days: KeepaliveDays, now: Date): string {
  return JSON.stringify({ keepaliveDays: days, timestamp: now.getTime() });
}

/** Calendar day number of `ms` for a visitor `utcOffsetMinutes` east of UTC (as the engine counts days). */
function dayOf(ms: number, utcOffsetMinutes: number): number {
  return Math.floor((ms + utcOffsetMinutes * 60_000) / DAY_MS);
}

/**
 * The gift counter after one more showing (compliance §4.5): 'count/timestamp'; a new calendar day,
 * or a previous value that is not 'count/timestamp' (§5), starts again at 1.
 */
export function nextGiftCounter(previous: string | null | undefined, now: Date, utcOffsetMinutes = -now.getTimezoneOffset()): string {
  const m = previous ? GIFT_COUNTER.exec(previous) : null;
  const sameDay = m !== null && dayOf(Number(m[2]), utcOffsetMinutes) === dayOf(now.getTime(), utcOffsetMinutes);
  const count = sameDay ? Number(m[1]) + 1 : 1;
  return `${count}/${now.getTime()}`;
}

function read(r: Remember): string | null {
  if (r.in === 'cookie') return Cookies.get(r.key) ?? null;
  return localStore.getItem(r.key);
}

/** Writes where the Decision says; storage that throws is logged and reported as not written. */
function put(r: Remember, value: string): boolean {
  try {
    if (r.in === 'cookie') Cookies.set(r.key, value, { expires: r.until ? new Date(r.until) : 365, path: '/', sameSite: 'lax' });
    else if (!localStore.setItem(r.key, value)) throw new Error('storage refused the value');
    return true;
  } catch (e) {
    console.warn(`could not store ${r.key} for this dialog; it stays closed for this page view only`, e);
    return false;
  }
}

/** Stores the Turkey chooser's keep-alive under the Decision's key. False when nothing could be stored. */
export function writeKeepalive(dialog: DialogDecision, days: KeepaliveDays, now: Date): boolean {
  const r = dialog.remember;
  if (!r || r.format !== 'keepalive') return false;
  return put(r, keepaliveValue(days, now));
}

/** Counts one showing of the gift prompt under the Decision's key. False when nothing could be stored. */
export function writeGiftShown(dialog: DialogDecision, now: Date): boolean {
  const r = dialog.remember;
  if (!r || r.format !== 'count-timestamp') return false;
  let previous: string | null = null;
  try {
    previous = read(r);
  } catch (e) {
    console.warn(`could not read ${r.key}; counting from 1`, e);
  }
  return put(r, nextGiftCounter(previous, now));
}

/** What closing a dialog stores: the acknowledgement time, or the keep-alive the visitor chose. */
export interface CloseWrite {
  keepaliveDays?: KeepaliveDays;
}

/**
 * Writes what the Decision's `remember` asks for when a dialog is acknowledged, confirmed or closed.
 * The gift counter is written when the prompt is shown, so closing it writes nothing.
 */
export function writeOnClose(dialog: DialogDecision, now: Date, choice: CloseWrite = {}): boolean {
  switch (dialog.remember?.format) {
    case 'timestamp':
      try {
        return writeAcknowledgement(dialog, now);
      } catch (e) {
        console.warn(`could not store the acknowledgement of ${dialog.id}`, e);
        return false;
      }
    case 'keepalive':
      return writeKeepalive(dialog, choice.keepaliveDays ?? 1, now);
    default:
      return false;
  }
}
