import { describe, expect, it } from 'vitest';
import { didYouMean } from './suggest';

describe('didYouMean', () => {
  it('suggests a close name and stays quiet otherwise', () => {
    expect(didYouMean('notifcation', ['notification', 'logout'])).toBe(' (did you mean "notification"?)');
    expect(didYouMean('zzz', ['notification', 'logout'])).toBe('');
  });
});
