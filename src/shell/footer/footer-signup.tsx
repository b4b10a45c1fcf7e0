import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { buttonClass } from '../ui/controls';
import './footer-signup.css';
import { LocaleLink } from '../ui/locale-link';

/** The footer's sign-up call to action: for visitors, unless the site hides it (hiddenFooterSignup) or registration is off. */
export function FooterSignup() {
  const { t } = useTranslation('footer');
  const shown = useDecision((d) => !d.hidden.includes('footer_signup') && !d.hidden.includes('register'));
  if (!shown) return null;
  return (
    <div data-testid="footer-signup">
      <p className="m-footer-signup__title">{t('signup.title')}</p>
      <LocaleLink to={'/signup'} className={buttonClass({ variant: 'contained' })}>
        {t('signup.button')}
      </LocaleLink>
    </div>
  );
}
