import './spinner.css';

/** An indeterminate progress ring (MUI CircularProgress's look), `size` px wide. Decorative. */
export function Spinner({ size = 40 }: { size?: number }) {
  return (
    <span className="m-spinner" style={{ width: size, height: size }} aria-hidden>
      <svg viewBox="22 22 44 44">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
