import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { FiatMenu, preloadRatePanel } from './fiat-menu';
import { LanguageMenu } from './language-menu';
import { PrefsDisclosure, type MenuControl } from './prefs-disclosure';
import { preloadSettingsSections, RiseColorChoice, ThemeSwitch, TimeBaseChoice } from './settings-sections.lazy';
import '../ui/controls.css';
import './prefs-menus.css';

export interface SettingsMenuProps extends MenuControl {
  /** Passed to the language entry (default: the Decision's languages). */
  languages?: string[];
  /** Passed to the exchange-rate entry: reload after a fiat pick (mobile). */
  reloadOnPick?: boolean;
}

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="m-prefs-gear">
      <path
        fill="currentColor"
        d="M19.4 13a7.6 7.6 0 000-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 00-1.7-1L15 3.2h-4l-.4 2.7a7.4 7.4 0 00-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 000 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1l.4 2.7h4l.4-2.7c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5L19.4 13zM13 15.5a3.5 3.5 0 110-7 3.5 3.5 0 010 7z"
        transform="translate(-1 0)"
      />
    </svg>
  );
}

/** The parts shown, a divider between each two. */
const divided = (parts: ReactNode[]): ReactNode[] =>
  parts.filter(Boolean).flatMap((part, i) => (i ? [<hr key={i} className="m-divider m-prefs-settings__divider" />, part] : [part]));

const preloadSettings = (): void => {
  preloadSettingsSections();
  preloadRatePanel();
};

/**
 * Preferences (shell §1, §3, §4): time base, rise colour, theme, and the language and exchange-rate
 * entries. Each part shows only if the Decision keeps it (`settings`, `theme_mode`, `language`,
 * `exchange_rate`).
 */
export function SettingsMenu({ languages, reloadOnPick, ...control }: SettingsMenuProps) {
  const { t } = useTranslation(['translation', 'prefs']);
  const visible = useDecision((d) => !d.hidden.includes('settings'));
  const showTheme = useDecision((d) => !d.hidden.includes('theme_mode'));
  const showLanguage = useDecision((d) => !d.hidden.includes('language'));
  const showRate = useDecision((d) => !d.hidden.includes('exchange_rate'));
  if (!visible) return null;
  return (
    <PrefsDisclosure
      {...control}
      testId="prefs-settings"
      onIntent={preloadSettings}
      panelLabel={t('prefs:settings.title')}
      ariaLabel={t('prefs:settings.button')}
      label={
        control.variant === 'inline' ? (
          <>
            <GearIcon />
            <span>{t('prefs:settings.title')}</span>
          </>
        ) : (
          <GearIcon />
        )
      }
    >
      {() => (
        <div className="m-prefs-settings">
          {divided([
            <TimeBaseChoice key="time" />,
            <RiseColorChoice key="rise" />,
            showTheme && <ThemeSwitch key="theme" />,
            showLanguage && <LanguageMenu key="language" variant="inline" languages={languages} />,
            showRate && <FiatMenu key="rate" variant="inline" reloadOnPick={reloadOnPick} />,
          ])}
        </div>
      )}
    </PrefsDisclosure>
  );
}
