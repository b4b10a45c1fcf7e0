import './icons.css';

/**
 * The shell's small interface icons, drawn as SVG in the text colour so they look the same on
 * every system (a text glyph such as ⤓ or ▾ depends on the fonts installed). One chevron for
 * every dropdown: header menus and preference menus alike.
 */
export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    // The view box is the triangle's own (with a unit of margin): no empty room beside a menu's label.
    <svg
      viewBox="6 8 12 9"
      aria-hidden="true"
      data-icon="chevron"
      className={className ? `m-icon m-icon--chevron ${className}` : 'm-icon m-icon--chevron'}
    >
      <path d="M7 10l5 5 5-5z" fill="currentColor" />
    </svg>
  );
}

export function DownloadIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-icon="download"
      className={className ? `m-icon m-icon--line ${className}` : 'm-icon m-icon--line'}
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

/** The arrow of an entry that leads out of the current section (the growth bar's affiliate and broker entries). */
export function ExternalArrowIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-icon="external-arrow"
      className={className ? `m-icon m-icon--line m-icon--small ${className}` : 'm-icon m-icon--line m-icon--small'}
    >
      <path d="M8 16L16 8M9 8h7v7" />
    </svg>
  );
}
