import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router/router';
import type { FooterTip } from '../../api/footer-tips-check';
import { useDecision } from '../../decision/decision-store';
import { firstWithView } from '../../rules-model/dialog-view-ids';
import { buildHref } from '../../lib/site-links';
import { SafeText } from '../ui/safe-text';
import { checkedTarget, targetHref, type SafeTarget } from '../ui/safe-link.utils';
import { CloseButton } from '../ui/close-button';
import { buttonClass } from '../ui/controls';
import './footer-tip-list.css';
import { useLocalePrefix } from '../ui/locale-link';

export interface FooterTipListProps {
  tips: readonly FooterTip[];
  allowedHosts: readonly string[];
  openUrl?: (href: string) => void;
}

const assign = (href: string): void => window.location.assign(buildHref(href));

interface TipProps {
  tip: FooterTip;
  allowedHosts: readonly string[];
  onClose: () => void;
  go: (target: SafeTarget | null) => void;
}

/**
 * One tip: title and buttons as text, content sanitised with only its `text_link` keys made into
 * links. OK closes and then follows ok_button_router when it passes the link check; Cancel and the
 * close control only close; there is no close control when the tip says no_close_button.
 */
function Tip({ tip, allowedHosts, onClose, go }: TipProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const titleId = useId();
  const ok = () => {
    const target = checkedTarget(tip.ok_button_router, allowedHosts, 'footer_tips ok_button_router');
    onClose();
    go(target);
  };
  return (
    <section role="region" aria-labelledby={titleId} data-footer-tip="" className="m-footer-tip">
      <div className="m-footer-tip__body">
        <h2 id={titleId} className="m-footer-tip__title">
          {tip.title || t('dialogs:common.notice')}
        </h2>
        <div className="m-footer-tip__text">
          <SafeText html={tip.content} links={tip.text_link} allowedHosts={allowedHosts} where="footer_tips" />
        </div>
        <div className="m-footer-tip__actions">
          <button type="button" className={buttonClass({ size: 'small', variant: 'contained' })} onClick={ok}>
            {tip.ok_button || t('dialogs:common.ok')}
          </button>
          {tip.cancel_button && (
            <button type="button" className={buttonClass({ size: 'small' })} onClick={onClose}>
              {tip.cancel_button}
            </button>
          )}
        </div>
      </div>
      {!tip.no_close_button && <CloseButton label={t('dialogs:common.close')} onClick={onClose} className="m-footer-tip__close" />}
    </section>
  );
}

/**
 * The footer tips in the page flow just above the footer (never over the content or the business
 * banner). Notices come one at a time: the tips wait while the Decision's first dialog is open as
 * a modal (the dialog queue goes first), then show one by one in the server's order. A closed tip
 * stays closed for this page view; the next load asks the server again.
 */
export function FooterTipList({ tips, allowedHosts, openUrl = assign }: FooterTipListProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const prefix = useLocalePrefix();
  const behindDialog = useDecision((d) => firstWithView(d.dialogs)?.modal === true);
  const navigate = useNavigate();
  const [closed, setClosed] = useState<readonly number[]>([]);
  const go = (target: SafeTarget | null) => {
    if (!target) return;
    if (target.kind === 'url') openUrl(target.href);
    else navigate(targetHref(target, prefix));
  };
  const next = tips.findIndex((_, i) => !closed.includes(i));
  if (next < 0 || behindDialog) return null;
  return (
    <aside aria-label={t('dialogs:footerTips.label')} data-testid="footer-tips" className="m-footer-tips">
      <Tip key={next} tip={tips[next]!} allowedHosts={allowedHosts} go={go} onClose={() => setClosed((c) => [...c, next])} />
    </aside>
  );
}
