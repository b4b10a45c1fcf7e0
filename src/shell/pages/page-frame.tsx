import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './page-frame.css';
import { dataKey } from '../../lib/i18n-keys';

/** An exchange page outside this shell: its name, so the shell can be seen around it; `children` are shell pieces the page hosts. */
export function PageFrame({ title, path, children }: { title: string; path: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="m-frame">
      <h1 className="m-frame__title">{t(dataKey(title))}</h1>
      <p className="m-frame__text">{t('app.frame.text')}</p>
      <p className="m-frame__path">
        {t('app.frame.path')}: {path}
      </p>
      {children}
    </div>
  );
}
