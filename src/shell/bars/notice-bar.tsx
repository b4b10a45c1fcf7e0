import { buttonClass } from '../ui/controls';
import './notice-bar.css';
import { LocaleLink } from '../ui/locale-link';

export interface BarAction {
  label: string;
  to: string;
  variant?: 'contained' | 'outlined';
}

/** A reminder bar (KYC top bar, IP-limit bar): text and its actions; on a narrow phone the text wraps rather than being cut. */
export function NoticeBar({
  id,
  text,
  actions,
  tone = 'warning',
}: {
  id: string;
  text: string;
  actions: BarAction[];
  tone?: 'warning' | 'info';
}) {
  return (
    <section aria-label={text} data-testid={`bar-${id}`} className={`m-notice m-notice--${tone}`}>
      <p className="m-notice__text">{text}</p>
      <div className="m-notice__actions">
        {actions.map((a) => (
          <LocaleLink
            key={a.to}
            to={a.to}
            className={buttonClass({ variant: a.variant ?? 'outlined', size: 'small', color: 'inherit' }, 'm-notice__action')}
          >
            {a.label}
          </LocaleLink>
        ))}
      </div>
    </section>
  );
}
