import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { MARQUEE_GAP, marqueeDurationS, overflows } from './marquee.utils';

/** Below this width the announcement scrolls when it does not fit (shell §4 "on mobile"). */
export const MARQUEE_QUERY = '(max-width:767.9px)';

// The shift is a CSS variable set inline, so the RTL style plugin cannot flip it a second time.
const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(var(--marquee-shift)); }`;

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 16, height: 16 }}>
      <path fill="currentColor" d={paused ? 'M8 5v14l11-7z' : 'M6 5h4v14H6zm8 0h4v14h-4z'} />
    </Box>
  );
}

/**
 * One line of text that, on a narrow screen, scrolls as a seamless loop when it does not fit
 * (duration = text width / 200 × 3 s); elsewhere, or with reduced motion, it ends in an ellipsis.
 * Hover, focus or the pause button stop it (WCAG 2.2.2).
 */
export function Marquee({ children }: { children: ReactNode }) {
  const { t } = useTranslation('footer');
  const rtl = useDecision((d) => d.locale.dir === 'rtl');
  const narrow = useMediaQuery(MARQUEE_QUERY, { noSsr: true });
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [size, setSize] = useState({ text: 0, box: 0 });
  const [paused, setPaused] = useState(false);

  // Measured only where it may scroll: elsewhere a new text (a language switch) would force a layout
  // of the whole page in the middle of the render for nothing.
  const mayRun = narrow && !reduced;
  useLayoutEffect(() => {
    if (!mayRun) return undefined;
    const measure = () => setSize({ text: text.current?.scrollWidth ?? 0, box: box.current?.clientWidth ?? 0 });
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(measure);
    if (box.current) ro.observe(box.current);
    return () => ro.disconnect();
  }, [children, mayRun]);

  const running = mayRun && overflows(size.text, size.box);
  const shift = `${rtl ? '' : '-'}${size.text + MARQUEE_GAP}px`;
  const style = { '--marquee-shift': shift } as CSSProperties;
  return (
    <>
      <Box ref={box} data-marquee={running ? 'running' : 'static'} sx={{ flex: '0 1 auto', minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        <Box
          style={running ? style : undefined}
          data-duration={running ? marqueeDurationS(size.text).toFixed(2) : undefined}
          sx={running
            ? { display: 'inline-flex', animation: `${scroll} ${marqueeDurationS(size.text)}s linear infinite`, animationPlayState: paused ? 'paused' : 'running', '&:hover, &:focus-within': { animationPlayState: 'paused' } }
            : { display: 'block' }}
        >
          <Box component="span" ref={text} sx={running ? { flexShrink: 0 } : { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>{children}</Box>
          {running && <Box component="span" aria-hidden="true" inert sx={{ flexShrink: 0, paddingInlineStart: `${MARQUEE_GAP}px` }}>{children}</Box>}
        </Box>
      </Box>
      {running && (
        <IconButton size="small" onClick={() => setPaused(!paused)} aria-pressed={paused} aria-label={t('bars.pause')} sx={{ color: 'inherit', width: 32, height: 32 }}>
          <PauseIcon paused={paused} />
        </IconButton>
      )}
    </>
  );
}
