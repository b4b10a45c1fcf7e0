import { useTranslation } from 'react-i18next';
import Cookies from 'js-cookie';
import { useLocation } from '../../lib/router/router';
import { SIGNUP_QUERY_COOKIE, signupSearch } from '../../lib/referral/referral-input';
import { useDecision } from '../../decision/decision-store';
import { buttonClass } from '../ui/controls';
import './footer-signup.css';
import { LocaleLink } from '../ui/locale-link';

/**
 * The footer's sign-up call to action: for visitors, unless the site hides it (hiddenFooterSignup) or registration is off.
 * Like the header's Sign Up it carries the page's query and the stored sign-up query string (shell §2; docs/shell.md Registration).
 */
export function FooterSignup() {
  const { t } = useTranslation('footer');
  const { search } = useLocation();
  const shown = useDecision((d) => !d.hidden.includes('footer_signup') && !d.hidden.includes('register'));
  if (!shown) return null;
  return (
    <div data-testid="footer-signup">
      <p className="m-footer-signup__title">{t('signup.title')}</p>
      <LocaleLink to={`/signup${signupSearch(search, Cookies.get(SIGNUP_QUERY_COOKIE))}`} className={buttonClass({ variant: 'contained' })}>
        {t('signup.button')}
      </LocaleLink>
    </div>
  );
}
