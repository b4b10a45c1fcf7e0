import { bool, compact, isRecord, num, str } from './narrow';

/** Fields every spot and futures list row has (shell §3). */
export interface MarketRow {
  curr_a: string;
  curr_b: string;
  pair: string;
  name: string;
  /** Target page; when absent the list builds it from a prefix plus the pair. */
  link?: string;
  isST: boolean;
  /** Seconds; 0 for pairs already open. */
  opening_time: number;
}

/** The common row fields, or undefined when the row lacks its pair or currencies. */
export function narrowMarketRow(value: unknown): (MarketRow & { raw: Record<string, unknown> }) | undefined {
  if (!isRecord(value)) return undefined;
  const currA = str(value.curr_a);
  const currB = str(value.curr_b);
  if (!currA || !currB) return undefined;
  const pair = str(value.pair) ?? `${currA}_${currB}`;
  const row: MarketRow = compact({
    curr_a: currA,
    curr_b: currB,
    pair,
    name: str(value.name) ?? pair,
    link: str(value.link),
    isST: bool(value.isST) ?? false,
    opening_time: num(value.opening_time) ?? 0,
  });
  return { ...row, raw: value };
}
