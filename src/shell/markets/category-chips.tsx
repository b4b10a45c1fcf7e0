import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ChipDef } from './market-groups.utils';

export interface CategoryChipsProps {
  chips: readonly ChipDef[];
  /** The picked category key; null is 'All'. */
  value: string | null;
  onChange: (key: string | null) => void;
}

/** 'All' plus one toggle chip per category; server titles are shown as sent, keys are translated. */
export function CategoryChips({ chips, value, onChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  const all = [{ key: null, label: t('markets:panel.all') }, ...chips.map((c) => ({ key: c.key, label: c.label ?? t(`markets:category.${c.key}`, { defaultValue: c.key }) }))];
  return (
    <Stack direction="row" role="group" aria-label={t('markets:panel.categories')} sx={{ gap: 0.75, overflowX: 'auto', py: 1, scrollbarWidth: 'none' }}>
      {all.map(({ key, label }) => {
        const selected = key === value;
        return (
          <Chip
            key={key ?? '__all'}
            label={label}
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
