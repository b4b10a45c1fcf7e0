import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './page-frame.css';
import { dataKey } from '../../lib/i18n-keys';
import { useMenuText } from '../ui/use-menu-text';

/** An exchange page outside this shell: its name, so the shell can be seen around it; `children` are shell pieces the page hosts. */
export function PageFrame({ title, path, children }: { title: string; path: string; children?: ReactNode }) {
  const { t } = useTranslation();
  // A page named after a menu item waits for the menu text (docs/performance-method.md, the 185 KB ceiling): a blank line, never its key.
  const ready = useMenuText(title);
  return (
    <div className="m-frame">
      <h1 className="m-frame__title">{ready ? t(dataKey(title)) : '\u00a0'}</h1>
      <p className="m-frame__text">{t('app.frame.text')}</p>
      <p className="m-frame__path">
        {t('app.frame.path')}: {path}
      </p>
      {children}
    </div>
  );
}
