import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryChips } from './category-chips';
import { MarketList } from './market-list';
import { VIEW_ALL_HREF, type MarketGroup, type PanelKind } from './market-groups.utils';
import { rowsOfCategory, searchRows } from './market-rows.utils';
import { serverLabel } from './server-label';
import { GROUP_HOOKS } from './use-market-groups';

export interface SecondNavPanelProps {
  /** Which list to show: the header passes the hovered menu item's kind. */
  kind: PanelKind;
}

/**
 * The panel under a hovered trade, pilot, pre-market or futures menu item (shell §2): tabs,
 * category chips, a live search box using the shell §5 ranking, and the windowed market list.
 */
export function SecondNavPanel({ kind }: SecondNavPanelProps) {
  // Keyed by kind so each kind's data hook keeps one stable hook order for the life of a mount.
  return <PanelData key={kind} kind={kind} />;
}

function PanelData({ kind }: SecondNavPanelProps) {
  const useGroups = GROUP_HOOKS[kind];
  const { loading, groups } = useGroups();
  // The clock is read here, at the component boundary; the list utilities stay pure.
  const [now] = useState(() => Date.now());
  return <MarketPanel kind={kind} loading={loading} groups={groups} now={now} />;
}

export interface MarketPanelProps {
  kind: PanelKind;
  loading: boolean;
  groups: readonly MarketGroup[];
  /** ms since epoch; upcoming listings are those opening after it. */
  now: number;
}

/** The panel's presentation over already loaded groups (exported for the preview and tests). */
export function MarketPanel({ kind, loading, groups, now }: MarketPanelProps) {
  const { t, i18n } = useTranslation(['translation', 'markets']);
  const [groupKey, setGroupKey] = useState<string | null>(null);
  const [chip, setChip] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // Until a tab is picked, the first tab with rows (favourites may be empty for this visitor).
  const group = groups.find((g) => g.key === groupKey) ?? groups.find((g) => g.rows.length > 0) ?? groups[0];
  const rows = useMemo(
    () => (group ? searchRows(rowsOfCategory(group.rows, chip, now), query, group.match) : []),
    [group, chip, now, query],
  );
  const title = t(`markets:kind.${kind}`);
  const groupLabel = (g: MarketGroup) => serverLabel(i18n, `markets:${g.labelKey ?? `group.${g.key.toLowerCase()}`}`, g.label, g.key);

  return (
    <Box
      component="section"
      aria-label={title}
      data-testid={`second-nav-panel-${kind}`}
      sx={{ width: 400, p: 1.5, bgcolor: 'background.paper' }}
    >
      {groups.length > 1 && group && (
        <Tabs
          value={group.key}
          onChange={(_e, key: string) => {
            setGroupKey(key);
            setChip(null);
          }}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('markets:panel.tabs', { title })}
          sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, px: 1.5, minWidth: 0 } }}
        >
          {groups.map((g) => (
            <Tab key={g.key} value={g.key} label={<span lang={groupLabel(g).lang}>{groupLabel(g).text}</span>} data-tab={g.key} />
          ))}
        </Tabs>
      )}
      <TextField
        type="search"
        size="small"
        fullWidth
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('markets:panel.searchPlaceholder')}
        slotProps={{ htmlInput: { 'aria-label': t('markets:panel.search', { title }) } }}
        sx={{ mt: 1 }}
      />
      {group && group.chips.length > 0 && <CategoryChips chips={group.chips} value={chip} onChange={setChip} />}
      <MarketList
        key={`${group?.key ?? ''}|${chip ?? ''}|${query}`}
        rows={rows}
        loading={loading}
        label={group ? groupLabel(group).text : title}
        viewAllHref={group?.viewAllHref ?? VIEW_ALL_HREF[kind]}
      />
    </Box>
  );
}
