import { Suspense, useRef, type ComponentProps } from 'react';
import { useDecision, useDecisionFacts } from '../decision/decision-store';
import { useRegistration } from '../shell/auth/registration-store';
import { TURKISH_DIALOG } from '../shell/prefs/turkish-language-dialog.utils';
import { lazyNamed } from '../shell/ui/lazy-named';

// Code split by route and by dialog (docs/performance-method.md): the home page's JavaScript holds the
// home page, the header and the footer; every other page and every dialog is its own chunk, fetched
// when its route is visited or the Decision (or a click) opens it.

export const ComplianceTipsPage = lazyNamed(() => import('../shell/pages/compliance-tips-page'), 'ComplianceTipsPage');
export const NotFoundPage = lazyNamed(() => import('../shell/pages/not-found-page'), 'NotFoundPage', { ns: ['notfound'] });
export const ReminderPage = lazyNamed(() => import('../shell/notifications/reminder-page'), 'ReminderPage', { ns: ['notifications'] });
export const ReminderConfigPage = lazyNamed(() => import('../shell/notifications/reminder-config-page'), 'ReminderConfigPage', {
  ns: ['notifications'],
});
export const AuthPage = lazyNamed(() => import('../shell/auth/auth-page'), 'AuthPage', { ns: ['auth'] });
export const WithdrawAction = lazyNamed(() => import('../shell/account-dialogs/withdraw-action'), 'WithdrawAction', { ns: ['account'] });
export const FundPasswordSettings = lazyNamed(() => import('../shell/account-dialogs/fund-password-settings'), 'FundPasswordSettings', {
  ns: ['account'],
});

const GrowthTabBarView = lazyNamed(() => import('../shell/growth/growth-tab-bar'), 'GrowthTabBar', { mui: false });

/** The growth tab bar, fetched on the pages the Decision shows it on; its room is kept while it loads. */
export function GrowthTabBar({ path }: { path: string }) {
  const shown = useDecision((d) => !d.hidden.includes('growth_tab_bar'));
  if (!shown) return null;
  return (
    <Suspense fallback={<div className="m-growth--pending" aria-hidden="true" />}>
      <GrowthTabBarView path={path} />
    </Suspense>
  );
}

const TurkishLanguageDialogView = lazyNamed(() => import('../shell/prefs/turkish-language-dialog'), 'TurkishLanguageDialog', {
  ns: ['dialogs'],
});
const RegistrationModalView = lazyNamed(() => import('../shell/auth/registration-modal'), 'RegistrationModal', { ns: ['auth'] });

/** True from the first render `flag` is true on: a dialog once fetched stays mounted (its closing transition plays). */
export function useLatch(flag: boolean): boolean {
  const seen = useRef(false);
  if (flag) seen.current = true;
  return seen.current;
}

/** The Turkish stay/go dialog, fetched when the Decision lists it or the facts carry the request for it. */
export function TurkishLanguageDialog(props: ComponentProps<typeof TurkishLanguageDialogView>) {
  const listed = useDecision((d) => d.dialogs.some((x) => x.id === TURKISH_DIALOG));
  const requested = useDecisionFacts().intents?.includes(TURKISH_DIALOG) ?? false;
  if (!useLatch(listed || requested)) return null;
  return (
    <Suspense fallback={null}>
      <TurkishLanguageDialogView {...props} />
    </Suspense>
  );
}

/** The registration modal, fetched the first time Log In or Sign Up opens it. */
export function RegistrationModal() {
  const open = useRegistration((s) => s.open);
  if (!useLatch(open)) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationModalView />
    </Suspense>
  );
}
