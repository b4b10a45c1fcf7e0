import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../ui/close-button';
import { linkClass } from '../ui/controls';
import './compliance-float.css';
import { LocaleLink } from '../ui/locale-link';
import { WarningIcon } from '../ui/icons/warning';

/** Height of the floating bar; the chat launcher stands clear of it (src/shell/chat reads Decision.bars). */
export const COMPLIANCE_FLOAT_HEIGHT = 48;

/**
 * The compliance floating bar (compliance §2.4): one line fixed at the bottom edge, so it takes no
 * room in the page and moves nothing. Closing hides it for this page view only (the compliance
 * answer decides again on the next load).
 */
export function ComplianceFloat() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <aside aria-label={t('app.bars.compliance_float')} data-testid="compliance-float" className="m-compliance-float">
      <WarningIcon className="m-compliance-float__icon" />
      <p className="m-one-line m-compliance-float__text">{t('app.bars.compliance_float')}</p>
      <LocaleLink to={'/state_compliance_tips'} className={linkClass(undefined, 'm-compliance-float__link')}>
        {t('app.bars.compliance_action')}
      </LocaleLink>
      <CloseButton small label={tf('bars.closeCompliance')} onClick={() => setClosed(true)} />
    </aside>
  );
}
