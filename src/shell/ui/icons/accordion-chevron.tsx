/** The footer accordion's chevron: the dropdown triangle in a full 24-unit box (the footer's size and spacing). */
export function AccordionChevronIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path fill="currentColor" d="M7 10l5 5 5-5z" />
    </svg>
  );
}
