import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import type { Decision } from '../../generated/schema-types';
import { ItemLink } from '../ui/shell-link';
import { useMedia } from '../ui/use-media';
import './footer-columns.css';
import { AccordionChevronIcon } from '../ui/icons/accordion-chevron';
import { dataKey } from '../../lib/i18n-keys';

/** Below this width the columns fold into an accordion (shell §9: 767.9 px, footer mobile). */
export const FOOTER_MOBILE_QUERY = '(max-width:767.9px)';

type Column = Decision['footer']['columns'][number];

function Links({ column, id, hidden }: { column: Column; id?: string; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul id={id} hidden={hidden} className="m-footer-cols__list">
      {column.links.map((l) => (
        <li key={l.id}>
          <ItemLink item={l} color="inherit" className="m-footer-cols__link" data-item={l.id}>
            {t(dataKey(l.title))}
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}

/** A section whose heading is a real button (aria-expanded, aria-controls) on narrow screens. */
function AccordionSection({ column, open, onToggle }: { column: Column; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const panelId = `${useId()}-links`;
  return (
    <section data-column={column.id} className="m-footer-acc__section">
      <h2 className="m-footer-acc__head">
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle} className="m-plain-btn m-footer-acc__toggle">
          {t(dataKey(column.title))}
          <AccordionChevronIcon className={open ? 'm-footer-acc__chevron m-footer-acc__chevron--open' : 'm-footer-acc__chevron'} />
        </button>
      </h2>
      <Links column={column} id={panelId} hidden={!open} />
    </section>
  );
}

/**
 * The Decision's link columns: a grid of headed lists on wide screens; below 767.9 px an
 * accordion whose sections open and close on click (shell §4), all closed at first.
 */
export function FooterColumns() {
  const { t } = useTranslation();
  const columns = useDecision((d) => d.footer.columns);
  const mobile = useMedia(FOOTER_MOBILE_QUERY);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (mobile) {
    return (
      <div data-testid="footer-accordion" className="m-footer-acc">
        {columns.map((c) => (
          <AccordionSection key={c.id} column={c} open={open.has(c.id)} onToggle={() => toggle(c.id)} />
        ))}
      </div>
    );
  }
  return (
    <div data-testid="footer-columns" className="m-footer-cols">
      {columns.map((c) => (
        <section key={c.id} data-column={c.id}>
          <h2 className="m-footer-cols__title">{t(dataKey(c.title))}</h2>
          <Links column={c} />
        </section>
      ))}
    </div>
  );
}
