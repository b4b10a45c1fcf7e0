import { withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { bool, envelope, numStr, obj, or, type Answer } from './answer-schema';

export const NEWBIE_PRIZE_GUIDE_PATH = '/api/web/v1/welfare/newbiePrizeGuide';

const prizeGuide = obj({
  /** Display amount ('10,000'); '' when unknown. */
  prize_num: or(numStr, () => ''),
  isLogin: or(bool, () => false),
});

export type NewbiePrizeGuide = Answer<typeof prizeGuide>;

export function emptyPrizeGuide(): NewbiePrizeGuide {
  return { prize_num: '', isLogin: false };
}

export const narrowPrizeGuide = envelope(prizeGuide);

/** Sign-up prize guide; an empty prize on failure. */
export function fetchNewbiePrizeGuide(options?: CallOptions): Promise<NewbiePrizeGuide> {
  return withFallback(
    'welfare/newbiePrizeGuide',
    () => getJson(NEWBIE_PRIZE_GUIDE_PATH, options),
    narrowPrizeGuide,
    emptyPrizeGuide,
    options,
  );
}
