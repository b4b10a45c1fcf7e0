import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { useComplianceCheck } from '../../api/compliance-check';
import type { Notice } from '../../generated/schema-types';
import { NoticeFrame } from './dialog-frame';
import { useDialogActions } from './dialog-actions';
import { useDialogEnv } from './dialog-env';
import type { DialogViewProps } from './plain-notices';
import { SafeText } from '../ui/safe-text';

/**
 * A notice whose text, buttons and router come from the compliance answer (untrusted): the content
 * is sanitised, its links and the OK router checked against the allowed hosts. Button labels are
 * rendered as text. OK closes and then goes to ok_button_router when it passes the check.
 */
function ServerNotice({ dialog, notice, where }: DialogViewProps & { notice: Notice; where: string }) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const { allowedHosts } = useDialogEnv();
  const actions = useDialogActions(dialog);
  const close = () => actions.close();
  const ok = () => {
    const target = actions.check(notice.ok_button_router, `${where} ok_button_router`);
    actions.close();
    actions.go(target);
  };
  return (
    <NoticeFrame
      dialog={dialog}
      title={notice.title || t('dialogs:common.notice')}
      onClose={close}
      actions={
        <>
          {notice.cancel_button && <Button onClick={close}>{notice.cancel_button}</Button>}
          <Button variant="contained" onClick={ok}>
            {notice.ok_button || t('dialogs:common.ok')}
          </Button>
        </>
      }
    >
      <SafeText html={notice.content} links={notice.text_link} allowedHosts={allowedHosts} where={where} />
    </NoticeFrame>
  );
}

/** Compliance §4.1: the configurable toast (limit.toast_config). Nothing until the answer is there. */
export function ToastConfigDialog({ dialog }: DialogViewProps) {
  const notice = useComplianceCheck().data?.limit?.toast_config;
  return notice?.content ? <ServerNotice dialog={dialog} notice={notice} where="toast_config" /> : null;
}

/** Compliance §4.1: the business compliance banner (non-modal in the Decision; closable unless it says not). */
export function BusinessBanner({ dialog }: DialogViewProps) {
  const notice = useComplianceCheck().data?.business_banner;
  return notice?.content ? <ServerNotice dialog={dialog} notice={notice} where="business_banner" /> : null;
}

/**
 * Compliance §4.1: the risk-user guide (kyc_toast.risk_user_guide_msg). With a guide URL that
 * passes the check, the button follows it; otherwise it only acknowledges. Closable only when the
 * Decision says so (risk_user_guide_be_closed).
 */
export function RiskUserDialog({ dialog }: DialogViewProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const { allowedHosts } = useDialogEnv();
  const actions = useDialogActions(dialog);
  const query = useComplianceCheck();
  const kyc = query.data?.toast?.kyc_toast;
  if (!query.data) return null;
  const guide = actions.check(kyc?.risk_user_guide_url, 'risk_user_guide_url');
  const act = () => {
    actions.close();
    actions.go(guide);
  };
  return (
    <NoticeFrame
      dialog={dialog}
      title={t('dialogs:risk.title')}
      onClose={() => actions.close()}
      actions={
        <Button variant="contained" onClick={act}>
          {t(guide ? 'dialogs:risk.go' : 'dialogs:risk.acknowledge')}
        </Button>
      }
    >
      {kyc?.risk_user_guide_msg ? (
        <SafeText html={kyc.risk_user_guide_msg} allowedHosts={allowedHosts} where="risk_user_guide_msg" />
      ) : (
        <DialogContentText>{t('dialogs:risk.text')}</DialogContentText>
      )}
    </NoticeFrame>
  );
}
