import { useTranslation } from 'react-i18next';
import { NoticeBar } from '../shell/bars/notice-bar';

// The bars a logged-out visitor's home page seldom shows, as one chunk (bars.tsx loads it;
// docs/performance-method.md, issue 41): the mobile app banner (main site, phones), the reminder
// bars (KYC, IP limit) and the compliance floating bar.
export { AppBanner } from '../shell/bars/app-banner';
export { ComplianceFloat } from '../shell/bars/compliance-float';

export function KycTopBar() {
  const { t } = useTranslation();
  return (
    <NoticeBar
      id="kyc_top"
      text={t('app.bars.kyc_top')}
      actions={[{ label: t('app.bars.kyc_action'), to: '/myaccount/kyc_home', variant: 'contained' }]}
    />
  );
}

export function IpLimitBar() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  return (
    <NoticeBar
      id="ip_limit"
      text={t('app.bars.ip_limit')}
      actions={[
        { label: tf('bars.logIn'), to: '/login' },
        { label: t('app.bars.ip_action'), to: '/signup', variant: 'contained' },
      ]}
    />
  );
}
