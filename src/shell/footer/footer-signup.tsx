import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../lib/locale-path';
import { useDecision } from '../../decision/decision-store';
import { buttonClass } from '../ui/controls';
import './footer-signup.css';

/** The footer's sign-up call to action: for visitors, unless the site hides it (hiddenFooterSignup) or registration is off. */
export function FooterSignup() {
  const { t } = useTranslation('footer');
  const shown = useDecision((d) => !d.hidden.includes('footer_signup') && !d.hidden.includes('register'));
  const prefix = useDecision((d) => d.locale.prefix);
  if (!shown) return null;
  return (
    <div data-testid="footer-signup">
      <p className="m-footer-signup__title">{t('signup.title')}</p>
      <RouterLink to={withPrefix(prefix, '/signup')} className={buttonClass({ variant: 'contained' })}>{t('signup.button')}</RouterLink>
    </div>
  );
}
