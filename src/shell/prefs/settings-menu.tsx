import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { FiatMenu, preloadRatePanel } from './fiat-menu';
import { LanguageMenu } from './language-menu';
import { Disclosure, type MenuControl } from '../ui/disclosure';
import { preloadSettingsSections, RiseColorChoice, ThemeSwitch, TimeBaseChoice } from './settings-sections.lazy';
import '../ui/controls.css';
import './prefs-menus.css';
import { GearIcon } from '../ui/icons/gear';

export interface SettingsMenuProps extends MenuControl {
  /** Passed to the language entry (default: the Decision's languages). */
  languages?: string[];
  /** Passed to the exchange-rate entry: reload after a fiat pick (mobile). */
  reloadOnPick?: boolean;
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
    <Disclosure
      {...control}
      testId="prefs-settings"
      onIntent={preloadSettings}
      panelLabel={t('prefs:settings.title')}
      ariaLabel={t('prefs:settings.button')}
      label={
        control.variant === 'inline' ? (
          <>
            <GearIcon className="m-prefs-gear" />
            <span>{t('prefs:settings.title')}</span>
          </>
        ) : (
          <GearIcon className="m-prefs-gear" />
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
    </Disclosure>
  );
}
