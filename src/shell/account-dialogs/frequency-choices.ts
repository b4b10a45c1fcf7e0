import type { FundPassFrequency } from '../../api/user-frequency';
import type { NsKey } from '../../lib/i18n-keys';

/** The validity choices in display order (compliance §3.2, §4.2). */
export const FREQUENCY_CHOICES: readonly { value: FundPassFrequency; key: NsKey<'account'> }[] = [
  { value: 1, key: 'account:fundPassword.oneHour' },
  { value: 2, key: 'account:fundPassword.everyTime' },
  { value: 0, key: 'account:fundPassword.never' },
];

export function frequencyLabelKey(value: FundPassFrequency): NsKey<'account'> {
  return FREQUENCY_CHOICES.find((c) => c.value === value)!.key;
}
