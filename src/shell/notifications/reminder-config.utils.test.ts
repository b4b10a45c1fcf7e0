import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_CONFIG, enabledGroups, parseReminderConfig, serializeReminderConfig } from './reminder-config.utils';

describe('reminder config', () => {
  it('defaults to every group on', () => {
    expect(parseReminderConfig(null)).toEqual({ platform: true, trade: true, market: true });
    expect(parseReminderConfig('')).toEqual(DEFAULT_REMINDER_CONFIG);
  });

  it.each(['{not json', '[]', '42', 'null', '"str"'])('malformed %s gives the defaults', (raw) => {
    expect(parseReminderConfig(raw)).toEqual(DEFAULT_REMINDER_CONFIG);
  });

  it('keeps valid booleans and ignores other values and unknown keys', () => {
    expect(parseReminderConfig('{"trade":false,"market":"no","extra":false}')).toEqual({ platform: true, trade: false, market: true });
  });

  it('round-trips', () => {
    const config = { platform: false, trade: true, market: false };
    expect(parseReminderConfig(serializeReminderConfig(config))).toEqual(config);
    expect(enabledGroups(config)).toEqual(['trade']);
  });
});
