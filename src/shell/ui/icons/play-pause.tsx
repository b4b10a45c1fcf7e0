/** Pause bars, or a play triangle while `paused` (the marquee's button). */
export function PlayPauseIcon({ paused, className }: { paused: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path fill="currentColor" d={paused ? 'M8 5v14l11-7z' : 'M6 5h4v14H6zm8 0h4v14h-4z'} />
    </svg>
  );
}
