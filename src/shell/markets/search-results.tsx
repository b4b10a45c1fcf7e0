import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCoinIconWhitelist } from '../../api/coin-icon-whitelist';
import { useDecision } from '../../decision/decision-store';
import { useChangeBase } from '../ui/market-change';
import { MarketListRow } from './market-list-row';
import type { ListRow } from './market-rows.utils';
import type { SectionResult } from './search-sections.utils';

export interface SearchResultsProps {
  /** id of the listbox; option i has id `${id}-opt-${i}`. */
  id: string;
  results: readonly SectionResult[];
  /** Index of the keyboard-active option across all sections. */
  active: number;
  onOpen: (row: ListRow) => void;
}

export const optionId = (listboxId: string, index: number): string => `${listboxId}-opt-${index}`;

/** Grouped results as one listbox: a group per section, options numbered across sections. */
export function SearchResults({ id, results, active, onOpen }: SearchResultsProps) {
  const { t } = useTranslation(['translation', 'markets']);
  const lang = useDecision((d) => d.locale.lang);
  const changeBase = useChangeBase();
  const whitelist = useCoinIconWhitelist().data;
  let index = 0;
  return (
    <Box role="listbox" id={id} aria-label={t('markets:search.results')}>
      {results.map((section) => {
        const headingId = `${id}-${section.key}`;
        return (
          <Box key={section.key} role="group" aria-labelledby={headingId} data-section={section.key} sx={{ mb: 1 }}>
            <Box
              id={headingId}
              role="presentation"
              sx={{ px: 1.5, py: 0.5, fontSize: 12, fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase' }}
            >
              {t(`markets:search.sections.${section.key}`)}
            </Box>
            {section.rows.map((row) => {
              const i = index++;
              return (
                <MarketListRow
                  key={row.id}
                  row={row}
                  index={i}
                  lang={lang}
                  changeBase={changeBase}
                  whitelist={whitelist}
                  onOpen={onOpen}
                  anchorProps={{ id: optionId(id, i), role: 'option', 'aria-selected': i === active, tabIndex: -1 }}
                />
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
