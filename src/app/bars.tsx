import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementBar } from '../shell/bars/announcement-bar';
import { AppBanner } from '../shell/bars/app-banner';
import { ComplianceFloat } from '../shell/bars/compliance-float';
import { NoticeBar } from '../shell/bars/notice-bar';

function KycTopBar() {
  const { t } = useTranslation();
  return (
    <NoticeBar
      id="kyc_top"
      text={t('app.bars.kyc_top')}
      actions={[{ label: t('app.bars.kyc_action'), to: '/myaccount/kyc_home', variant: 'contained' }]}
    />
  );
}

function IpLimitBar() {
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

/** Content of each bar the Decision lists (BarSlots gives each its slot, in the Decision's order). */
export function renderBar(id: string): ReactNode {
  switch (id) {
    case 'announcement':
      return <AnnouncementBar />;
    case 'app_download':
      return <AppBanner />;
    case 'kyc_top':
      return <KycTopBar />;
    case 'ip_limit':
      return <IpLimitBar />;
    case 'compliance_float':
      return <ComplianceFloat />;
    default:
      return null;
  }
}
