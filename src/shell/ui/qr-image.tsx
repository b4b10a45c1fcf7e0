import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

/** QR image size of the spec (shell §9: 137 px). */
export const QR_SIZE = 137;

/**
 * A QR code of `text`, drawn by the `qrcode` encoder loaded on first use (it is not in the home
 * page bundle). The box keeps its size while the encoder loads, so nothing moves.
 */
export function QrImage({ text, alt, size = QR_SIZE, testId = 'app-qr' }: { text: string; alt: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { width: size, margin: 1 }))
      .then((url) => { if (live) setSrc(url); })
      .catch((e: unknown) => console.warn('QR code not drawn', e));
    return () => { live = false; };
  }, [text, size]);
  return (
    <Box sx={{ width: size, height: size, flexShrink: 0, bgcolor: '#fff', borderRadius: 1 }}>
      {src && <img src={src} width={size} height={size} alt={alt} data-testid={testId} style={{ display: 'block' }} />}
    </Box>
  );
}
