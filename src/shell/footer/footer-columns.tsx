import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import type { Decision } from '../../generated/schema-types';
import { ItemLink } from '../ui/shell-link';

/** Below this width the columns fold into an accordion (shell §9: 767.9 px, footer mobile). */
export const FOOTER_MOBILE_QUERY = '(max-width:767.9px)';

type Column = Decision['footer']['columns'][number];

function Chevron({ open }: { open: boolean }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 20, height: 20, flexShrink: 0, transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}>
      <path fill="currentColor" d="M7 10l5 5 5-5z" />
    </Box>
  );
}

function Links({ column, id, hidden }: { column: Column; id?: string; hidden?: boolean }) {
  const { t } = useTranslation();
  const prefix = useDecision((d) => d.locale.prefix);
  return (
    <Box component="ul" id={id} hidden={hidden} sx={{ listStyle: 'none', m: 0, p: 0, pb: { xs: 1, md: 0 } }}>
      {column.links.map((l) => (
        <li key={l.id}>
          <ItemLink item={l} prefix={prefix} color="text.secondary" data-item={l.id}
            sx={{ display: 'inline-block', fontSize: 14, lineHeight: 1.5, py: { xs: 0.75, md: 0.5 }, '&:hover': { color: 'text.primary' } }}>
            {t(l.title)}
          </ItemLink>
        </li>
      ))}
    </Box>
  );
}

/** A section whose heading is a real button (aria-expanded, aria-controls) on narrow screens. */
function AccordionSection({ column, open, onToggle }: { column: Column; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const panelId = `${useId()}-links`;
  return (
    <Box component="section" data-column={column.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box component="h2" sx={{ m: 0 }}>
        <ButtonBase aria-expanded={open} aria-controls={panelId} onClick={onToggle}
          sx={{ width: '100%', minHeight: 48, justifyContent: 'space-between', fontSize: 15, fontWeight: 700, color: 'text.primary', textAlign: 'start', '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}>
          {t(column.title)}
          <Chevron open={open} />
        </ButtonBase>
      </Box>
      <Links column={column} id={panelId} hidden={!open} />
    </Box>
  );
}

/**
 * The Decision's link columns: a grid of headed lists on wide screens; below 767.9 px an
 * accordion whose sections open and close on click (shell §4), all closed at first.
 */
export function FooterColumns() {
  const { t } = useTranslation();
  const columns = useDecision((d) => d.footer.columns);
  const mobile = useMediaQuery(FOOTER_MOBILE_QUERY, { noSsr: true });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => setOpen((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  if (mobile) {
    return (
      <Box data-testid="footer-accordion" sx={{ borderTop: 1, borderColor: 'divider' }}>
        {columns.map((c) => <AccordionSection key={c.id} column={c} open={open.has(c.id)} onToggle={() => toggle(c.id)} />)}
      </Box>
    );
  }
  return (
    <Box data-testid="footer-columns" sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
      {columns.map((c) => (
        <Box component="section" key={c.id} data-column={c.id}>
          <Box component="h2" sx={{ fontSize: 15, fontWeight: 700, m: 0, mb: 1.5, color: 'text.primary' }}>{t(c.title)}</Box>
          <Links column={c} />
        </Box>
      ))}
    </Box>
  );
}
