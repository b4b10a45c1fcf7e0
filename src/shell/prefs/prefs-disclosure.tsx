import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** 'popover' floats under the button (desktop header); 'inline' opens in the flow (mobile drawer, nested entries). */
export type PrefsVariant = 'popover' | 'inline';

/** Lets the header keep one menu open at a time (shell §4); each menu runs on its own without it. */
export interface MenuControl {
  variant?: PrefsVariant;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface PanelApi {
  /** Closes the panel; focus goes back to the button unless `returnFocus` is false. */
  close: (returnFocus?: boolean) => void;
}

interface Props extends MenuControl {
  label: ReactNode;
  /** Accessible name when `label` alone does not say what the button is for. */
  ariaLabel?: string;
  /** 'menu' for the menu-button pattern (ArrowDown/ArrowUp open it); otherwise a disclosure. */
  haspopup?: 'menu';
  /** Names the panel (a labelled group); leave out when the panel holds a labelled menu. */
  panelLabel?: string;
  testId?: string;
  /** Called when the button is pointed at or focused: a panel whose code is fetched on use can start now. */
  onIntent?: () => void;
  children: (api: PanelApi) => ReactNode;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 16, height: 16, flexShrink: 0, transition: 'transform 120ms', transform: open ? 'rotate(180deg)' : 'none' }}>
      <path d="M7 10l5 5 5-5z" fill="currentColor" />
    </Box>
  );
}

/**
 * WAI-ARIA disclosure / menu button: a button with aria-expanded and aria-controls; Esc closes the
 * panel and returns focus to the button; a press outside a floating panel closes it.
 */
export function PrefsDisclosure({ label, ariaLabel, haspopup, panelLabel, testId, onIntent, variant = 'popover', open: openProp, onOpenChange, children }: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const panelId = `${useId()}-panel`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inline = variant === 'inline';

  const setOpen = (next: boolean): void => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const close = (returnFocus = true): void => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    if (!open || inline) return undefined;
    const onPointerDown = (e: PointerEvent): void => {
      if (!rootRef.current?.contains(e.target as Node)) latestClose.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, inline]);

  const onKeyDown = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !open) return;
    // Nested panels (entries inside the settings menu) close one level per Esc.
    e.stopPropagation();
    e.preventDefault();
    close(true);
  };
  const onButtonKeyDown = (e: KeyboardEvent): void => {
    if (haspopup === 'menu' && !open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Box ref={rootRef} onKeyDown={onKeyDown} data-testid={testId} sx={{ position: 'relative', display: inline ? 'block' : 'inline-block' }}>
      <ButtonBase
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup={haspopup}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        sx={{
          minHeight: 32, minWidth: 32, px: 1, gap: 0.75, borderRadius: 1, fontSize: 14, fontWeight: 500, color: 'text.primary',
          width: inline ? '100%' : 'auto', justifyContent: inline ? 'space-between' : 'center',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible, &:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flex: inline ? 1 : 'none' }}>{label}</Box>
        <Chevron open={open} />
      </ButtonBase>
      <Paper
        id={panelId}
        hidden={!open}
        role={panelLabel ? 'group' : undefined}
        aria-label={panelLabel}
        elevation={inline ? 0 : 8}
        sx={inline
          ? { bgcolor: 'transparent', py: 0.5, px: 1 }
          : { position: 'absolute', top: '100%', insetInlineEnd: 0, mt: 0.5, zIndex: 'modal', minWidth: 260, maxHeight: '70vh', overflowY: 'auto', p: 1 }}
      >
        {open && children({ close })}
      </Paper>
    </Box>
  );
}
