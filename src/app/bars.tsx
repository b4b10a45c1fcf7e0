import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementBar } from '../shell/bars/announcement-bar';
import { AppBanner } from '../shell/bars/app-banner';
import { ComplianceFloat } from '../shell/bars/compliance-float';
import { NoticeBar } from '../shell/bars/notice-bar';
import type { BarView } from '../rules-model/view-registry';

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

/** Content of each bar of the view registry (a bar the registry lists has an entry here, and no other). */
const BARS: Record<BarView, () => ReactNode> = {
  announcement: () => <AnnouncementBar />,
  app_download: () => <AppBanner />,
  kyc_top: () => <KycTopBar />,
  ip_limit: () => <IpLimitBar />,
  compliance_float: () => <ComplianceFloat />,
};

const isBarView = (id: string): id is BarView => Object.hasOwn(BARS, id);

/** Content of each bar the Decision lists (BarSlots gives each its slot, in the Decision's order); null without a view. */
export function renderBar(id: string): ReactNode {
  return isBarView(id) ? BARS[id]() : null;
}
