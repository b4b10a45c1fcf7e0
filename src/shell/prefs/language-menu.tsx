import { useTranslation } from 'react-i18next';
import { preloadLanguageAndDirection } from './language-preload';
import { useDecision } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import { useChooseLanguage, useSiteLanguages, type LabelledLanguage } from './language-hooks';
import { Disclosure, type MenuControl, type PanelApi } from '../ui/disclosure';
import { TURKISH, TURKISH_DIALOG } from './turkish-language-dialog.utils';
import { MenuItem, MenuList } from '../ui/menu-list';
import './prefs-menus.css';
import { GlobeIcon } from '../ui/icons/globe';

export interface LanguageMenuProps extends MenuControl {
  /** The site's language codes; default: read from the Decision's alternates. */
  languages?: string[];
  /** Called after a language was picked (e.g. to close the mobile drawer). */
  onChosen?: (code: string) => void;
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
    <Disclosure
      {...control}
      haspopup="menu"
      testId="prefs-language"
      title={t('prefs:language.button', { language: currentLabel })}
      label={
        control.variant === 'inline' ? (
          <>
            <GlobeIcon className="m-prefs-globe" />
            <span>{t('prefs:language.title')}</span> <span className="m-prefs-value">{currentLabel}</span>
          </>
        ) : (
          // In the header below 1600 px the globe alone (the button's name says the language), to leave the navigation room.
          <>
            <GlobeIcon className="m-prefs-globe" />
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
    </Disclosure>
  );
}
