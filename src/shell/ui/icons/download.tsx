import './icons.css';

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
