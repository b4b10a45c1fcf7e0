import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ChipDef } from './market-groups.utils';
import { serverLabel, type ShownLabel } from './server-label';

export interface CategoryChipsProps {
  chips: readonly ChipDef[];
  /** The picked category key; null is 'All'. */
  value: string | null;
  onChange: (key: string | null) => void;
}

/** 'All' plus one toggle chip per category: a translated category key wins over the server's title. */
export function CategoryChips({ chips, value, onChange }: CategoryChipsProps) {
  const { t, i18n } = useTranslation(['translation', 'markets']);
  const all = [
    { key: null, label: { text: t('markets:panel.all') } as ShownLabel },
    ...chips.map((c) => ({ key: c.key, label: serverLabel(i18n, `markets:category.${c.key}`, c.label, c.key) })),
  ];
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('markets:panel.categories')}
      sx={{ gap: 0.75, overflowX: 'auto', py: 1, scrollbarWidth: 'none' }}
    >
      {all.map(({ key, label }) => {
        const selected = key === value;
        return (
          <Chip
            key={key ?? '__all'}
            label={<span lang={label.lang}>{label.text}</span>}
            size="small"
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            data-chip={key ?? 'all'}
            onClick={() => onChange(key)}
          />
        );
      })}
    </Stack>
  );
}
