/**
 * The dialog ids DialogHost renders. `turkish_language` is rendered by the preferences feature
 * (src/shell/prefs/turkish-language-dialog.tsx), so the host leaves it alone.
 */
export const HOSTED_DIALOGS = [
  'restricted_location',
  'toast_config',
  'business_banner',
  'uk_limit',
  'state_limit',
  'nl_limit',
  'uz_assets',
  'hk_user',
  'risk_user',
  'kyc_upgrade',
  'withdraw_only',
  'regional_switch',
  'turkey_chooser',
  'signup_gift',
  'eu_upcoming',
] as const;

export type HostedDialog = (typeof HOSTED_DIALOGS)[number];

/** Rendered elsewhere: the host shows nothing while one of these is first. */
export const FOREIGN_DIALOGS: readonly string[] = ['turkish_language'];

export function isHosted(id: string): id is HostedDialog {
  return (HOSTED_DIALOGS as readonly string[]).includes(id);
}
