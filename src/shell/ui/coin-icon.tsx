import { useState } from 'react';
import { COIN_ICON_DEFAULT_DISPLAY_SIZE, DEFAULT_ICON, coinIconUrl, iconVersion } from '../../lib/static-config/coin-icons';

export interface CoinIconProps {
  coin: string;
  /** Displayed width and height in px; the file itself is 64 px. */
  size?: number;
  /** Coins whose URL carries `version` (common config coinIconVersionWhiteList). */
  whitelist?: readonly string[];
  /** Defaults to the current hour bucket, fixed when the icon mounts. */
  version?: string | number;
  className?: string;
}

/** A coin's icon that falls back to the default icon once if its own image fails to load. */
export function CoinIcon({ coin, size = COIN_ICON_DEFAULT_DISPLAY_SIZE, whitelist = [], version, className }: CoinIconProps) {
  const [mountVersion] = useState(() => iconVersion(Date.now()));
  const primary = coinIconUrl(coin, version ?? mountVersion, whitelist);
  // Remember which URL failed rather than a boolean, so a new coin gets its own first try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = failedSrc === primary ? DEFAULT_ICON : primary;

  return (
    <img
      src={src}
      width={size}
      height={size}
      alt={`${coin} icon`}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => {
        // The default icon failing too must not start a loop.
        if (src !== DEFAULT_ICON) setFailedSrc(primary);
      }}
    />
  );
}
