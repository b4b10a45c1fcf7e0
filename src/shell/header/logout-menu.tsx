import Cookies from 'js-cookie';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutAll } from '../../api/logout-all';
import { logoutDevice } from '../../api/logout';
import { browserStorage, forgetAnswers } from '../../decision/remembered-answers';
import { buttonClass, type ButtonLook } from '../ui/controls';
import { Spinner } from '../ui/spinner';
import './logout-menu.css';
import { useLocalePath } from '../ui/locale-link';
import { LogoutArrowIcon } from '../ui/icons/logout-arrow';
import { useHttp } from '../../api/http-context';

/** The logout menu's button face: an exit icon (the button carries the name 'Log Out'). */
export function LogoutIcon() {
  return <LogoutArrowIcon className="m-logout-icon" />;
}

/** Cookies logout clears (shell spec §4). */
export const LOGOUT_COOKIES = ['pver', 'sign'] as const;

/**
 * Log out of all devices (a call, then session cleanup, then redirect) or of this device; a
 * 'Logging out' overlay meanwhile. A failed call still ends the session here: the visitor asked to leave.
 * `look` styles the two buttons (outlined and full width in the phone drawer).
 */
export function LogoutMenu({ look = {} }: { look?: ButtonLook }) {
  const { t } = useTranslation('header');
  const localePath = useLocalePath();
  const [busy, setBusy] = useState(false);
  const http = useHttp();
  const run = async (all: boolean) => {
    setBusy(true);
    const result = await (all ? logoutAll({ http }) : logoutDevice({ http }));
    if (!result.ok) console.warn('logout call failed; clearing the session here anyway');
    for (const name of LOGOUT_COOKIES) Cookies.remove(name, { path: '/' });
    forgetAnswers(browserStorage());
    window.location.assign(localePath('/login'));
  };
  return (
    <>
      <div className="m-logout">
        <button
          type="button"
          onClick={() => run(false)}
          disabled={busy}
          className={buttonClass(look, 'm-logout__choice')}
          data-testid="logout-this"
        >
          {t('logoutThis')}
        </button>
        <button
          type="button"
          onClick={() => run(true)}
          disabled={busy}
          className={buttonClass(look, 'm-logout__choice')}
          data-testid="logout-all"
        >
          {t('logoutAll')}
        </button>
      </div>
      {busy && (
        <div className="m-logout__overlay" data-testid="logging-out">
          <Spinner />
          <p role="status" className="m-logout__status">
            {t('loggingOut')}
          </p>
        </div>
      )}
    </>
  );
}
