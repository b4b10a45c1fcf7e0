import { bool, filled, map, num, obj, opt, or, str, type Answer } from './answer-schema';

/** Fields every spot and futures list row has (shell §3); a row without its currencies is dropped. */
export const marketRowFields = {
  curr_a: filled,
  curr_b: filled,
  pair: opt(str),
  name: opt(str),
  /** Target page; when absent the list builds it from a prefix plus the pair. */
  link: opt(str),
  isST: or(bool, () => false),
  /** Seconds; 0 for pairs already open. */
  opening_time: or(num, () => 0),
};

/** The fields derived from others: the pair from the currencies, the name from the pair. */
export function withPair<R extends { curr_a: string; curr_b: string; pair?: string; name?: string }>(
  row: R,
): R & { pair: string; name: string } {
  const pair = row.pair ?? `${row.curr_a}_${row.curr_b}`;
  return { ...row, pair, name: row.name ?? pair };
}

export const narrowMarketRow = map(obj(marketRowFields), withPair);
export type MarketRow = Answer<typeof narrowMarketRow>;
