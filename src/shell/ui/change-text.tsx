import { formatChange } from './market-change';
import './change-text.css';

const ARROW = { rise: '\u25B2', fall: '\u25BC', flat: '' } as const;

/** A change figure: colour, a visible sign and an arrow, so it never relies on colour alone. */
export function ChangeText({
  change,
  label,
}: {
  change: string;
  /** What the figure measures (its time base), shown as a tooltip. */ label?: string;
}) {
  const { direction, text } = formatChange(change);
  return (
    // Sign, figure and per cent stay in this order in right-to-left pages too.
    <span className={`m-change m-change--${direction}`} data-direction={direction} data-testid="change" title={label} dir="ltr">
      {ARROW[direction] && (
        <span aria-hidden="true" className="m-change__arrow">
          {ARROW[direction]}
        </span>
      )}
      {text}
    </span>
  );
}
