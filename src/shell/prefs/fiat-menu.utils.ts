import type { FiatEntry } from '../../api/site-settings-call';
import { languageTag } from '../../rules-model/language-tag';

export interface FiatRow extends FiatEntry {
  /** Units of this fiat per 1 USDT, when known. */
  rate?: number;
}

/** The site's fiat list as rows in the server's order, with rates where the rates map has them. */
export function fiatRows(list: Readonly<Record<string, FiatEntry>>, rates: Readonly<Record<string, number>> = {}): FiatRow[] {
  return Object.entries(list).map(([code, entry]) => {
    const fiat = entry.fiat || code;
    const rate = rates[fiat];
    return rate !== undefined && Number.isFinite(rate) && rate > 0 ? { fiat, symbol: entry.symbol, rate } : { fiat, symbol: entry.symbol };
  });
}

/** Fiat search (shell §5): the code contains the query, case-insensitive; a blank query keeps all. */
export function filterFiats<T extends { fiat: string }>(rows: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? rows.filter((r) => r.fiat.toLowerCase().includes(q)) : [...rows];
}

/** A rate for display: up to 6 significant digits, grouped for the language. */
export function formatRate(rate: number, lang: string): string {
  try {
    return new Intl.NumberFormat(languageTag(lang), { maximumSignificantDigits: 6 }).format(rate);
  } catch {
    return String(rate);
  }
}
