import { useTranslation } from 'react-i18next';
import { preloadLanguageAndDirection } from './language-preload';
import { useDecision } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import { useChooseLanguage, useSiteLanguages, type LabelledLanguage } from './language-hooks';
import { PrefsDisclosure, type MenuControl, type PanelApi } from './prefs-disclosure';
import { TURKISH, TURKISH_DIALOG } from './turkish-language-dialog.utils';
import { MenuItem, MenuList } from '../ui/menu-list';
import './prefs-menus.css';

export interface LanguageMenuProps extends MenuControl {
  /** The site's language codes; default: read from the Decision's alternates. */
  languages?: string[];
  /** Called after a language was picked (e.g. to close the mobile drawer). */
  onChosen?: (code: string) => void;
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="m-prefs-globe">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.9a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8 8 0 010-4h3.4a16.5 16.5 0 000 4H4.3zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 01-4.3 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8 8 0 010 4h-3.4z"
      />
    </svg>
  );
}

/**
 * Language switcher (shell §4): the site's languages by native name; a choice shows the same page
 * under that language's prefix. Turkish asks the rules first (they open the stay/go dialog where
 * it applies; see TurkishLanguageDialog). Renders nothing when the Decision hides `language`.
 */
export function LanguageMenu({ languages, onChosen, ...control }: LanguageMenuProps) {
  const { t, i18n } = useTranslation(['translation', 'prefs']);
  const visible = useDecision((d) => !d.hidden.includes('language'));
  const current = useDecision((d) => d.locale.lang);
  const list = useSiteLanguages(languages);
  const request = useShellState((s) => s.request);
  const choose = useChooseLanguage();
  if (!visible) return null;

  const currentLabel = list.find((l) => l.code === current)?.label ?? current;
  // Pointing at a language (hover, focus, press) fetches its text, so the switch does not wait for it.
  const warm = (code: string) => () => {
    void preloadLanguageAndDirection(i18n, code);
  };
  const pick = (lang: LabelledLanguage, { close }: PanelApi): void => {
    close(true);
    if (lang.code !== current) {
      if (lang.code === TURKISH) request(TURKISH_DIALOG);
      else choose(lang);
    }
    onChosen?.(lang.code);
  };

  return (
    <PrefsDisclosure
      {...control}
      haspopup="menu"
      testId="prefs-language"
      title={t('prefs:language.button', { language: currentLabel })}
      label={
        control.variant === 'inline' ? (
          <>
            <GlobeIcon />
            <span>{t('prefs:language.title')}</span> <span className="m-prefs-value">{currentLabel}</span>
          </>
        ) : (
          // In the header below 1600 px the globe alone (the button's name says the language), to leave the navigation room.
          <>
            <GlobeIcon />
            <span className="m-prefs-wide-only">{currentLabel}</span>
          </>
        )
      }
    >
      {(api) => (
        <MenuList
          autoFocusItem
          selected={current}
          aria-label={t('prefs:language.title')}
          // Menu-button pattern: Tab leaves the menu and closes it.
          onKeyDown={(e) => {
            if (e.key === 'Tab') api.close(false);
          }}
        >
          {list.map((lang) => (
            <MenuItem
              key={lang.code}
              value={lang.code}
              role="menuitemradio"
              selected={lang.code === current}
              lang={lang.hreflang}
              data-lang={lang.code}
              onClick={() => pick(lang, api)}
              onPointerEnter={warm(lang.code)}
              onFocus={warm(lang.code)}
              onPointerDown={warm(lang.code)}
              className="m-prefs-lang"
            >
              {lang.label}
            </MenuItem>
          ))}
        </MenuList>
      )}
    </PrefsDisclosure>
  );
}
