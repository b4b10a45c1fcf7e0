import type { ComponentType } from 'react';
import {
  DeclaredNotice,
  EuUpcomingDialog,
  HkUserDialog,
  KycUpgradeDialog,
  NlLimitDialog,
  RegionalSwitchDialog,
  RestrictedLocationDialog,
  StateLimitDialog,
  UkLimitDialog,
  UzAssetsDialog,
  WithdrawOnlyDialog,
  type DialogViewProps,
} from './plain-notices';
import { BusinessBanner, RiskUserDialog, ToastConfigDialog } from './server-notices';
import { SignupGiftDialog } from './signup-gift';
import { TurkeyChooserDialog } from './turkey-chooser';
import { isHosted, type HostedDialog } from './hosted-dialogs';

/** One component per dialog id of the Decision (docs/contract.md); loaded lazily by DialogHost. */
const VIEWS: Record<HostedDialog, ComponentType<DialogViewProps>> = {
  restricted_location: RestrictedLocationDialog,
  toast_config: ToastConfigDialog,
  business_banner: BusinessBanner,
  uk_limit: UkLimitDialog,
  state_limit: StateLimitDialog,
  nl_limit: NlLimitDialog,
  uz_assets: UzAssetsDialog,
  hk_user: HkUserDialog,
  risk_user: RiskUserDialog,
  kyc_upgrade: KycUpgradeDialog,
  withdraw_only: WithdrawOnlyDialog,
  regional_switch: RegionalSwitchDialog,
  turkey_chooser: TurkeyChooserDialog,
  signup_gift: SignupGiftDialog,
  eu_upcoming: EuUpcomingDialog,
};

/**
 * The view of `dialog`: its own component, or DeclaredNotice for a plain notice declared as data;
 * nothing for a dialog this build has no view for (DialogHost skips those).
 */
export function DialogView({ dialog }: DialogViewProps) {
  const View = isHosted(dialog.id) ? VIEWS[dialog.id] : dialog.notice ? DeclaredNotice : null;
  return View && <View dialog={dialog} />;
}
