import type { FundPassFrequency } from '../../api/user-frequency';

/** The validity choices in display order (compliance §3.2, §4.2). */
export const FREQUENCY_CHOICES: readonly { value: FundPassFrequency; key: string }[] = [
  { value: 1, key: 'account:fundPassword.oneHour' },
  { value: 2, key: 'account:fundPassword.everyTime' },
  { value: 0, key: 'account:fundPassword.never' },
];

export function frequencyLabelKey(value: FundPassFrequency): string {
  return FREQUENCY_CHOICES.find((c) => c.value === value)!.key;
}
