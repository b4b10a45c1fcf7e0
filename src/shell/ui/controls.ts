import './controls.css';

export interface ButtonLook {
  variant?: 'text' | 'contained' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  /** `inherit` takes the text colour around the button, as MUI's `color="inherit"`. */
  color?: 'primary' | 'inherit';
  fullWidth?: boolean;
}

/** The class list of a plain `<button>` or `<a>` that looks like MUI's Button (controls.css). */
export function buttonClass(
  { variant = 'text', size = 'medium', color = 'primary', fullWidth = false }: ButtonLook = {},
  extra?: string,
): string {
  let c = 'm-btn';
  if (variant !== 'text') c += ` m-btn--${variant}`;
  if (size !== 'medium') c += ` m-btn--${size}`;
  if (color === 'inherit') c += ' m-btn--inherit';
  if (fullWidth) c += ' m-btn--full';
  return extra ? `${c} ${extra}` : c;
}

/** The class list of an icon button (MUI's IconButton look). */
export function iconButtonClass({ size = 'medium', color }: { size?: 'small' | 'medium'; color?: 'inherit' } = {}, extra?: string): string {
  let c = 'm-icon-btn';
  if (size === 'small') c += ' m-icon-btn--small';
  if (color === 'inherit') c += ' m-icon-btn--inherit';
  return extra ? `${c} ${extra}` : c;
}

/** The class list of a text link (MUI's Link with underline on hover). */
export function linkClass(color?: 'inherit', extra?: string): string {
  const c = color === 'inherit' ? 'm-link m-link--inherit' : 'm-link';
  return extra ? `${c} ${extra}` : c;
}
