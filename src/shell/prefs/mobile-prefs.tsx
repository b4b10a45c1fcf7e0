import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { FiatMenu } from './fiat-menu';
import { LanguageMenu } from './language-menu';
import { Disclosure, type MenuControl } from '../ui/disclosure';
import { RiseColorChoice, ThemeSwitch, TimeBaseChoice } from './settings-sections.lazy';
import './prefs-menus.css';

/** Mobile menu keys (shell §4): language 0, rate 1, rise time 2, rise colour 3. */
export const MOBILE_PREF_KEYS = { language: 0, rate: 1, riseTime: 2, riseColor: 3 } as const;

export interface MobilePrefsProps {
  languages?: string[];
  /** Closes the drawer after a language was picked. */
  onLanguageChosen?: (code: string) => void;
}

/**
 * The preferences of the mobile drawer, in the spec's key order, one section open at a time; a
 * fiat pick reloads the page (shell §4). Each part shows only if the Decision keeps it.
 */
export function MobilePrefs({ languages, onLanguageChosen }: MobilePrefsProps) {
  const { t } = useTranslation(['translation', 'prefs']);
  const [open, setOpen] = useState<number | null>(null);
  const showSettings = useDecision((d) => !d.hidden.includes('settings'));
  const showTheme = useDecision((d) => !d.hidden.includes('theme_mode'));
  const section = (key: number): MenuControl => ({ variant: 'inline', open: open === key, onOpenChange: (o) => setOpen(o ? key : null) });
  return (
    <div className="m-prefs-mobile" data-testid="prefs-mobile">
      <LanguageMenu {...section(MOBILE_PREF_KEYS.language)} languages={languages} onChosen={onLanguageChosen} />
      <FiatMenu {...section(MOBILE_PREF_KEYS.rate)} reloadOnPick />
      {showSettings && (
        <>
          <Disclosure
            {...section(MOBILE_PREF_KEYS.riseTime)}
            label={t('prefs:settings.timeBase.title')}
            panelLabel={t('prefs:settings.timeBase.title')}
          >
            {() => <TimeBaseChoice legend={false} />}
          </Disclosure>
          <Disclosure
            {...section(MOBILE_PREF_KEYS.riseColor)}
            label={t('prefs:settings.rise.title')}
            panelLabel={t('prefs:settings.rise.title')}
          >
            {() => <RiseColorChoice legend={false} />}
          </Disclosure>
          {showTheme && <ThemeSwitch />}
        </>
      )}
    </div>
  );
}
