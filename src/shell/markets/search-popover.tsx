import Popover from '@mui/material/Popover';
import { useTranslation } from 'react-i18next';
import type { RecentStorage } from './recent-searches';
import { SearchPanel } from './search-panel';

export interface SearchPopoverProps {
  anchor: HTMLElement | null;
  id: string;
  onClose: () => void;
  /** Called once the popover has closed, to give focus back to its button. */
  onExited: () => void;
  storage?: RecentStorage | null;
}

/** The search's popover: Esc and outside clicks close it (MUI Popover). A chunk of its own. */
export function SearchPopover({ anchor, id, onClose, onExited, storage }: SearchPopoverProps) {
  const { t } = useTranslation(['translation', 'markets']);
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{
        paper: { id, role: 'dialog', 'aria-label': t('markets:search.open'), sx: { mt: 1 } },
        transition: { onExited },
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {anchor && <SearchPanel onClose={onClose} storage={storage} />}
    </Popover>
  );
}
