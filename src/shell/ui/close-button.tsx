import type { ReactNode } from 'react';
import { iconButtonClass } from './controls';
import './close-button.css';
import { CloseIcon } from './icons/close';

/**
 * The × that closes a dialog, banner or bar; `label` names what it closes. `small` is the bars'
 * 32 px size (still above the 24 px target minimum); dialogs use 40 px. A plain button: the bars
 * paint with the page, before any MUI loads.
 */
export function CloseButton({
  label,
  onClick,
  small = false,
  className,
}: {
  label: string;
  onClick: () => void;
  small?: boolean;
  className?: string;
}) {
  const extra = `m-close${small ? ' m-close--small' : ''}${className ? ` ${className}` : ''}`;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={iconButtonClass({ size: small ? 'small' : 'medium', color: small ? 'inherit' : undefined }, extra)}
    >
      <CloseIcon className="m-close__icon" />
    </button>
  );
}

/** A dialog's title row with its close button; `id` labels the dialog (aria-labelledby). */
export function DialogHeader({
  id,
  title,
  closeLabel,
  onClose,
}: {
  id: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="m-dialog-header">
      <h2 id={id} className="m-dialog-header__title">
        {title}
      </h2>
      <CloseButton label={closeLabel} onClick={onClose} className="m-dialog-header__close" />
    </div>
  );
}
