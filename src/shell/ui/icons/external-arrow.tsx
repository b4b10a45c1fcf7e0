import './icons.css';

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
