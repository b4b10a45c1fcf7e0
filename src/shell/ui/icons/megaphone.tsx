/** The announcement bar's megaphone. */
export function MegaphoneIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path fill="currentColor" d="M18 3v18l-6-4H8l1 4H6l-1-4H4a2 2 0 01-2-2V9a2 2 0 012-2h8l6-4zm2 6a3 3 0 010 6z" />
    </svg>
  );
}
