import { REMINDER_GROUPS, type ReminderGroup } from './notice-route.utils';

/** localStorage key of the reminder settings (JSON). */
export const REMINDER_CONFIG_KEY = 'meridian_reminder_config';

/** Which groups of messages the user wants to see: every group on unless switched off. */
export type ReminderConfig = Readonly<Record<ReminderGroup, boolean>>;

export const DEFAULT_REMINDER_CONFIG: ReminderConfig = { platform: true, trade: true, market: true };

/** Parses the stored JSON; malformed JSON, a non-object or a non-boolean value gives the default. */
export function parseReminderConfig(raw: string | null | undefined): ReminderConfig {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  const stored = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const out = { ...DEFAULT_REMINDER_CONFIG };
  for (const group of REMINDER_GROUPS) {
    const value = stored[group];
    if (typeof value === 'boolean') out[group] = value;
  }
  return out;
}

export function serializeReminderConfig(config: ReminderConfig): string {
  return JSON.stringify(Object.fromEntries(REMINDER_GROUPS.map((g) => [g, config[g]])));
}

/** The groups switched on, in tab order. */
export function enabledGroups(config: ReminderConfig): ReminderGroup[] {
  return REMINDER_GROUPS.filter((g) => config[g]);
}
