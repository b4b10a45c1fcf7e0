import { withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { bool, envelopeRecord, numStr } from './narrow';

export const NEWBIE_PRIZE_GUIDE_PATH = '/api/web/v1/welfare/newbiePrizeGuide';

export interface NewbiePrizeGuide {
  /** Display amount ('10,000'); '' when unknown. */
  prize_num: string;
  isLogin: boolean;
}

export function emptyPrizeGuide(): NewbiePrizeGuide {
  return { prize_num: '', isLogin: false };
}

export function narrowPrizeGuide(raw: unknown): NewbiePrizeGuide | undefined {
  const d = envelopeRecord(raw);
  if (!d) return undefined;
  return { prize_num: numStr(d.prize_num) ?? '', isLogin: bool(d.isLogin) ?? false };
}

/** Sign-up prize guide; an empty prize on failure. */
export function fetchNewbiePrizeGuide(options?: CallOptions): Promise<NewbiePrizeGuide> {
  return withFallback('welfare/newbiePrizeGuide', () => getJson(NEWBIE_PRIZE_GUIDE_PATH, options), narrowPrizeGuide, emptyPrizeGuide);
}
