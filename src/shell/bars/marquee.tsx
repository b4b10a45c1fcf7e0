import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { iconButtonClass } from '../ui/controls';
import { useMedia } from '../ui/use-media';
import { MARQUEE_GAP, marqueeDurationS, overflows } from './marquee.utils';
import './marquee.css';
import { PlayPauseIcon } from '../ui/icons/play-pause';

/** Below this width the announcement scrolls when it does not fit (shell §4 "on mobile"). */
export const MARQUEE_QUERY = '(max-width:767.9px)';

/**
 * One line of text that, on a narrow screen, scrolls as a seamless loop when it does not fit
 * (duration = text width / 200 × 3 s); elsewhere, or with reduced motion, it ends in an ellipsis.
 * Hover, focus or the pause button stop it (WCAG 2.2.2).
 */
export function Marquee({ children }: { children: ReactNode }) {
  const { t } = useTranslation('footer');
  const rtl = useDecision((d) => d.locale.dir === 'rtl');
  const narrow = useMedia(MARQUEE_QUERY);
  const reduced = useMedia('(prefers-reduced-motion: reduce)');
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
  const duration = marqueeDurationS(size.text);
  // Plain CSS is not mirrored right to left: the shift's sign is.
  const style = {
    '--marquee-shift': `${rtl ? '' : '-'}${size.text + MARQUEE_GAP}px`,
    '--marquee-gap': `${MARQUEE_GAP}px`,
    animationDuration: `${duration}s`,
  } as CSSProperties;
  const track = running ? `m-marquee__track m-marquee__track--running${paused ? ' m-marquee__track--paused' : ''}` : 'm-marquee__track';
  return (
    <>
      <div ref={box} data-marquee={running ? 'running' : 'static'} className="m-marquee">
        <div style={running ? style : undefined} data-duration={running ? duration.toFixed(2) : undefined} className={track}>
          <span ref={text} className="m-marquee__text">
            {children}
          </span>
          {running && (
            <span aria-hidden="true" inert className="m-marquee__copy">
              {children}
            </span>
          )}
        </div>
      </div>
      {running && (
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          aria-pressed={paused}
          aria-label={t('bars.pause')}
          className={iconButtonClass({ size: 'small', color: 'inherit' }, 'm-marquee__pause')}
        >
          <PlayPauseIcon paused={paused} className="m-marquee__pause-icon" />
        </button>
      )}
    </>
  );
}
