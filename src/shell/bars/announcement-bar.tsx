import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulletin } from '../../api/fullsite-bulletin';
import { useShellState } from '../../decision/shell-state';
import { useDecision } from '../../decision/decision-store';
import { safeRelativePath } from '../../lib/safe-link';
import { closeAnnouncement, rememberLastAnnouncement } from './bar-storage';
import { CloseButton } from '../ui/close-button';
import { linkClass } from '../ui/controls';
import { Marquee } from './marquee';
import './announcement-bar.css';
import { LocaleLink } from '../ui/locale-link';
import { MegaphoneIcon } from '../ui/icons/megaphone';

/**
 * The global announcement (shell §4): server text shown as text, its link only when it is a
 * relative path. Closing stores the content id (the Decision then drops the bar until a new id
 * comes); every answer is remembered so the next first paint reserves the slot only if it will
 * show. Until the answer arrives the slot stays empty, at its reserved height.
 */
export function AnnouncementBar() {
  const { t } = useTranslation('footer');
  const stored = useShellState((s) => s.stored);
  // Asked in the page's language, as the shell's facts ask for it (backend-answers.ts): one request.
  const { data, isFetched } = useBulletin(
    useDecision((d) => d.locale.lang),
    true,
  );
  const id = data ? String(data.content_id) : null;

  useEffect(() => {
    if (isFetched && rememberLastAnnouncement(id) && id === null) stored();
  }, [isFetched, id, stored]);

  if (!data || id === null) return <div className="m-announce" aria-hidden="true" />;
  const internal = safeRelativePath(data.link);
  const close = () => {
    closeAnnouncement(id);
    stored();
    document.getElementById('content')?.focus();
  };
  return (
    <section aria-label={t('bars.announcement')} data-testid="announcement" data-content-id={id} className="m-announce m-announce--shown">
      <div className="m-announce__body">
        <MegaphoneIcon className="m-announce__icon" />
        <Marquee>
          {/* Server text in its own direction: an English announcement on an Arabic page ends with its full stop. */}
          <bdi dir="auto" data-testid="announcement-text">
            {internal ? (
              <LocaleLink to={internal} className={linkClass('inherit')}>
                {data.content}
              </LocaleLink>
            ) : (
              data.content
            )}
          </bdi>
        </Marquee>
      </div>
      <CloseButton small label={t('bars.closeAnnouncement')} onClick={close} />
    </section>
  );
}
