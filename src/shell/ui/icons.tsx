import './icons.css';

/**
 * The shell's small interface icons, drawn as SVG in the text colour so they look the same on
 * every system (a text glyph such as ⤓ or ▾ depends on the fonts installed). One chevron for
 * every dropdown: header menus and preference menus alike.
 */
export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" data-icon="chevron" className={className ? `m-icon m-icon--chevron ${className}` : 'm-icon m-icon--chevron'}>
      <path d="M7 10l5 5 5-5z" fill="currentColor" />
    </svg>
  );
}

export function DownloadIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" data-icon="download" className={className ? `m-icon m-icon--line ${className}` : 'm-icon m-icon--line'}>
      <path d="M12 3v12M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}
