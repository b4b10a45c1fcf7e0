import type { MouseEvent } from 'react';
import Cookies from 'js-cookie';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from '../../lib/router/router';
import type { NavItem } from '../../generated/schema-types';
import { buttonClass, type ButtonLook } from '../ui/controls';
import { useLocalePath } from '../ui/locale-link';
import { dataKey } from '../../lib/i18n-keys';
import { SIGNUP_QUERY_COOKIE, signupSearch } from '../../lib/referral/referral-input';

/** Opens the registration modal as login or signup, with the channel it was opened from. */
export type AuthOpener = (type: 'login' | 'signup', channel: string) => void;

/**
 * Log In / Sign Up: a real link to the page (new tab, no script), which a plain click turns into
 * the registration modal (shell §1). Sign Up is a contained button, Log In a text one, unless
 * `look` says otherwise.
 */
export function AuthButton({
  item,
  channel,
  onAuth,
  look,
  className,
  ...rest
}: {
  item: NavItem;
  channel: string;
  onAuth?: AuthOpener;
  look?: ButtonLook;
  className?: string;
  'aria-hidden'?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const localePath = useLocalePath();
  const type = item.id === 'signup' ? 'signup' : 'login';
  const onClick = (event: MouseEvent) => {
    if (!onAuth || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onAuth(type, channel);
  };
  // Sign-up carries the page's query string and the stored sign-up query string (shell §1, §2 Account).
  const href = localePath(item.href ?? '/') + (type === 'signup' ? signupSearch(search, Cookies.get(SIGNUP_QUERY_COOKIE)) : '');
  return (
    <RouterLink
      to={href}
      onClick={onClick}
      className={buttonClass({ variant: type === 'signup' ? 'contained' : 'text', ...look }, className)}
      data-item={item.id}
      {...rest}
    >
      {t(dataKey(item.title))}
    </RouterLink>
  );
}
