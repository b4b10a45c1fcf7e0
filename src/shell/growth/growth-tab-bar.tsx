import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { ExternalArrowIcon } from '../ui/icons/external-arrow';
import { ItemLink } from '../ui/shell-link';
import { currentTab, tabTarget } from './growth-tabs';
import './growth-tab-bar.css';
import { dataKey } from '../../lib/i18n-keys';

/**
 * The growth tab bar (shell §2): rewards hub, activity center, referral and, for the rebate
 * programme's roles, affiliate and broker. Which tabs exist, and whether the bar shows on this
 * page at all, is the Decision's (rules/header.yaml, growth-*); the current tab is the page's,
 * and its one-line description (the referral's 40% / 500) sits under the tabs.
 */
export function GrowthTabBar({ path }: { path: string }) {
  const { t } = useTranslation();
  const items = useDecision((d) => d.header.filter((i) => i.group === 'growth'));
  if (items.length === 0) return null;
  const current = currentTab(items, path);
  return (
    <nav className="m-growth" aria-label={t('nav.growth.label')} data-testid="growth-tab-bar">
      <ul className="m-growth__tabs">
        {items.map((item) => (
          <li key={item.id}>
            <ItemLink
              item={tabTarget(item, current)}
              className="m-growth__tab"
              data-item={item.id}
              aria-current={item === current ? 'page' : undefined}
            >
              {t(dataKey(item.title))}
              {item.icon === 'external-arrow' && <ExternalArrowIcon />}
            </ItemLink>
          </li>
        ))}
      </ul>
      <p className="m-growth__desc" data-testid="growth-desc">
        {current?.desc ? t(dataKey(current.desc)) : null}
      </p>
    </nav>
  );
}
