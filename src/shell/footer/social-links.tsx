import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { iconButtonClass } from '../ui/controls';
import { NETWORK_NAMES, SocialIcon } from './social-icons';
import './social-links.css';

/** The site's social icons, when the Decision shows them (hidden on sg, bs, uk, jp, ae and under the UK limit). */
export function SocialLinks() {
  const { t } = useTranslation('footer');
  const social = useDecision((d) => d.footer.social);
  const links = useDecision((d) => d.footer.socialLinks ?? []);
  if (!social || links.length === 0) return null;
  return (
    <nav aria-label={t('social.title')} data-testid="social">
      <h2 className="m-social__title">{t('social.title')}</h2>
      <ul className="m-social__list">
        {links.map((s) => (
          <li key={s.id}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              data-social={s.id}
              className={iconButtonClass({}, 'm-social__link')}
              aria-label={t('social.link', { network: NETWORK_NAMES[s.id] ?? s.id })}
            >
              <SocialIcon id={s.id} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
