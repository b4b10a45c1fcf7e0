/**
 * TD Sequential (DeMark), the variant drawn by the chart:
 * - Setup: a buy setup counts consecutive bars whose close is below the close `lookback` (4) bars
 *   earlier, a sell setup bars whose close is above it. A bar that does not continue the count
 *   (equal closes included) resets it to 0. At 9 the setup is complete; a tenth qualifying bar
 *   starts a new count at 1. No price-flip bar is required.
 * - Countdown: a completed buy setup starts a buy countdown that may count from bar 9 itself.
 *   It counts bars (not necessarily consecutive) whose close is at or below the low two bars
 *   earlier; a sell countdown counts closes at or above the high two bars earlier.
 * - Bar-13 rule: a bar qualifies as 13 only if its low is at or below the close of countdown bar 8
 *   (sell: its high at or above it). A bar that would be 13 but fails the rule is "deferred"
 *   (drawn as +) and the count stays at 12 until a bar meets it.
 * - A completed setup in the opposite direction cancels a running countdown; a new setup in the
 *   same direction while a countdown runs does not restart it. After 13 the countdown ends.
 */
export interface TdInputs {
  /** Bars back the setup compares with (4). */
  lookback: number;
}

export const TD_DEFAULTS: TdInputs = { lookback: 4 };
export const TD_SETUP_LENGTH = 9;
export const TD_COUNTDOWN_LENGTH = 13;
/** Countdown compares with the low/high this many bars earlier. */
const COUNTDOWN_LOOKBACK = 2;

export interface TdResult {
  /** Buy/sell setup count at each bar (0 = none). */
  buySetup: Int8Array;
  sellSetup: Int8Array;
  /** Countdown count reached at each bar, only on bars that counted (0 = not a counting bar). */
  buyCountdown: Int8Array;
  sellCountdown: Int8Array;
  /** 1 where a bar would have been 13 but failed the bar-13 rule. */
  buyDeferred: Uint8Array;
  sellDeferred: Uint8Array;
}

interface Countdown {
  count: number;
  bar8Close: number;
}

export function tdSequential(close: ArrayLike<number>, high: ArrayLike<number>, low: ArrayLike<number>, inputs: TdInputs): TdResult {
  const n = close.length;
  const L = inputs.lookback;
  const r: TdResult = {
    buySetup: new Int8Array(n),
    sellSetup: new Int8Array(n),
    buyCountdown: new Int8Array(n),
    sellCountdown: new Int8Array(n),
    buyDeferred: new Uint8Array(n),
    sellDeferred: new Uint8Array(n),
  };
  let buy = 0;
  let sell = 0;
  let buyCd: Countdown | null = null;
  let sellCd: Countdown | null = null;
  for (let i = L; i < n; i++) {
    const c = close[i]!;
    const ref = close[i - L]!;
    buy = c < ref ? (buy === TD_SETUP_LENGTH ? 1 : buy + 1) : 0;
    sell = c > ref ? (sell === TD_SETUP_LENGTH ? 1 : sell + 1) : 0;
    r.buySetup[i] = buy;
    r.sellSetup[i] = sell;
    if (buy === TD_SETUP_LENGTH) {
      sellCd = null;
      buyCd ??= { count: 0, bar8Close: NaN };
    }
    if (sell === TD_SETUP_LENGTH) {
      buyCd = null;
      sellCd ??= { count: 0, bar8Close: NaN };
    }
    if (i < COUNTDOWN_LOOKBACK) continue;
    if (buyCd && c <= low[i - COUNTDOWN_LOOKBACK]!) {
      if (buyCd.count < TD_COUNTDOWN_LENGTH - 1) {
        buyCd.count += 1;
        if (buyCd.count === 8) buyCd.bar8Close = c;
        r.buyCountdown[i] = buyCd.count;
      } else if (low[i]! <= buyCd.bar8Close) {
        r.buyCountdown[i] = TD_COUNTDOWN_LENGTH;
        buyCd = null;
      } else {
        r.buyDeferred[i] = 1;
      }
    }
    if (sellCd && c >= high[i - COUNTDOWN_LOOKBACK]!) {
      if (sellCd.count < TD_COUNTDOWN_LENGTH - 1) {
        sellCd.count += 1;
        if (sellCd.count === 8) sellCd.bar8Close = c;
        r.sellCountdown[i] = sellCd.count;
      } else if (high[i]! >= sellCd.bar8Close) {
        r.sellCountdown[i] = TD_COUNTDOWN_LENGTH;
        sellCd = null;
      } else {
        r.sellDeferred[i] = 1;
      }
    }
  }
  return r;
}
