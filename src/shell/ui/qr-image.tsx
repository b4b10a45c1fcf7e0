import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from './use-near-viewport';
import './qr-image.css';

/** QR image size of the spec (shell §9: 137 px). */
export const QR_SIZE = 137;

/** How close to the viewport the box must come before the encoder is fetched. */
const NEAR_VIEWPORT = '300px';

/**
 * A QR code of `text`: an SVG drawn by `qr-svg` (lean-qr's nano encoder, about 2 KB gzip), fetched
 * when the box first comes near the viewport (on a phone the footer's code is far below the fold; on
 * a 1440×900 desktop it is in view, so it loads with the page). The box keeps its size while the
 * encoder loads, so nothing moves.
 */
export function QrImage({ text, alt, size = QR_SIZE, testId = 'app-qr' }: { text: string; alt: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, NEAR_VIEWPORT);
  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    import('./qr-svg')
      .then((qr) => {
        if (live) setSrc(qr.qrDataUrl(text, size));
      })
      .catch((e: unknown) => console.warn('QR code not drawn', e));
    return () => {
      live = false;
    };
  }, [near, text, size]);
  return (
    <div ref={box} className="m-qr" style={{ width: size, height: size }}>
      {src && <img src={src} width={size} height={size} alt={alt} data-testid={testId} className="m-qr__img" />}
    </div>
  );
}
