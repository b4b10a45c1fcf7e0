import './icons.css';

/** One chevron for every dropdown: header menus and preference menus alike. */
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
