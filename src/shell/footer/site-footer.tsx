import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions } from '../../api/user-info-call';
import { useDecision } from '../../decision/decision-store';
import { useCdnCheck, type CdnCheckOptions } from './cdn-check';
import { FooterColumns } from './footer-columns';
import { FooterDownload } from './footer-download';
import { FooterSignup } from './footer-signup';
import { SocialLinks } from './social-links';
import './site-footer.css';
import { dataKey } from '../../lib/i18n-keys';
import { fcaNoteValues } from './fca-note';

export interface SiteFooterProps {
  /** The language picker (composed in by the app: features never import each other). */
  language?: ReactNode;
  /** The fiat picker, shown below 768 px only (shell §1: on mobile). */
  fiat?: ReactNode;
  cdnCheck?: CdnCheckOptions;
}

/**
 * The footer as the Decision gives it (shell §1, §2, §6, §9): brand block with sign-up, app
 * download, social icons and pickers; the link columns (an accordion on narrow screens); the
 * regulatory lines and the copyright. Also starts the CDN check (shell §7).
 */
export function SiteFooter({ language, fiat, cdnCheck }: SiteFooterProps) {
  const { t, i18n } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const name = useDecision((d) => d.site.name);
  const copyright = useDecision((d) => d.footer.copyright);
  const disclaimers = useDecision((d) => d.footer.disclaimers);
  // The UK note's firm and date (shell §9) fill its translated template; other lines have no values.
  const values = fcaNoteValues(
    useDecision((d) => d.footer.fcaNote),
    i18n.language,
  );
  const chat = useDecision((d) => d.widgets.chat);
  const queryClient = useQueryClient();
  useCdnCheck(() => queryClient.getQueryData(userInfoQueryOptions().queryKey)?.uid, cdnCheck);
  return (
    <footer aria-label={t('app.shell.footer')} className={chat ? 'm-footer m-footer--chat' : 'm-footer'}>
      <div className="m-footer__inner">
        <div className="m-footer__grid">
          <div data-testid="footer-brand" className="m-footer__brand">
            <div>
              <p className="m-footer__name">{name}</p>
              <FooterSignup />
            </div>
            <FooterDownload />
            <div className="m-footer__side">
              <SocialLinks />
              {(language || fiat) && (
                <div role="group" aria-label={tf('prefs')} className="m-footer__prefs">
                  {language}
                  {fiat && <div className="m-footer__fiat">{fiat}</div>}
                </div>
              )}
            </div>
          </div>
          <FooterColumns />
        </div>
        <div className="m-footer__legal">
          {disclaimers.map((d) => (
            <p key={d} data-disclaimer={d} className="m-footer__disclaimer">
              {t(dataKey(d), { firm: values?.firm, date: values?.date })}
            </p>
          ))}
          <p className="m-footer__copyright" data-testid="copyright">
            {t('app.shell.copyright', { from: copyright.from, to: copyright.to, name })}
          </p>
        </div>
      </div>
    </footer>
  );
}
