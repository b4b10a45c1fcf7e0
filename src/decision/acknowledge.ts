import Cookies from 'js-cookie';
import type { DialogDecision } from '../generated/schema-types';
import { localStore } from '../lib/storage';

/**
 * Writes a dialog's acknowledgement where its Decision says (cookie or localStorage, as a ms
 * timestamp), so the next decision keeps it away for its window. Storage that throws is logged
 * and the dialog stays dismissed for the page view only.
 */
export function writeAcknowledgement(dialog: DialogDecision, now: Date): boolean {
  const r = dialog.remember;
  if (!r || r.format !== 'timestamp') return false;
  const value = String(now.getTime());
  if (r.in === 'cookie') {
    const expires = r.until ? new Date(r.until) : 365;
    Cookies.set(r.key, value, { expires, path: '/', sameSite: 'lax' });
    return true;
  }
  if (localStore.setItem(r.key, value)) return true;
  console.warn(`could not store acknowledgement ${r.key}`);
  return false;
}
