import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { AnchorHTMLAttributes, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { priceText } from '../../lib/price-format';
import { CoinIcon } from '../ui/coin-icon';
import { ROW_DRAWN_HEIGHT, ROW_HEIGHT } from './market-list.utils';
import { formatChange, formatVolume, type ListRow } from './market-rows.utils';

const ARROW = { rise: '\u25B2', fall: '\u25BC', flat: '' } as const;

/** A change figure: colour, a visible sign and an arrow, so it never relies on colour alone. */
export function ChangeText({ change }: { change: string }) {
  const { direction, text } = formatChange(change);
  return (
    <Box
      component="span"
      sx={(theme) => ({ color: direction === 'flat' ? theme.palette.text.secondary : theme.palette[direction], fontSize: 12, fontWeight: 600 })}
      data-direction={direction}
    >
      {ARROW[direction] && <Box component="span" aria-hidden sx={{ fontSize: 9, mr: 0.5 }}>{ARROW[direction]}</Box>}
      {text}
    </Box>
  );
}

export interface MarketListRowProps {
  row: ListRow;
  index: number;
  prefix: string;
  lang: string;
  whitelist?: readonly string[];
  style?: CSSProperties;
  onOpen?: (row: ListRow) => void;
  /** Extra attributes for the link (the search uses it as a listbox option). */
  anchorProps?: AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** One market: a link with the coin icon, pair, last price, change and volume. */
export function MarketListRow({ row, index, prefix, lang, whitelist, style, onOpen, anchorProps }: MarketListRowProps) {
  const { t } = useTranslation();
  const external = /^https?:/.test(row.href);
  const linkProps = external ? { href: row.href } : { component: RouterLink, to: withPrefix(prefix, row.href) };
  const price = row.price === undefined ? '' : priceText(row.price);
  return (
    <Link
      {...linkProps}
      {...anchorProps}
      underline="none"
      color="text.primary"
      data-index={index}
      data-row={row.id}
      onClick={() => onOpen?.(row)}
      style={style}
      sx={{
        height: ROW_DRAWN_HEIGHT, px: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, borderRadius: 1,
        '&:hover, &:focus-visible, &[aria-selected="true"]': { bgcolor: 'action.hover' }, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <CoinIcon coin={row.coin} size={24} whitelist={whitelist} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.curr_a}<Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>/{row.curr_b}</Box>
        </Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {row.volume !== undefined ? t('markets:list.volume', { value: formatVolume(row.volume, lang) }) : row.name}
        </Box>
      </Box>
      <Box sx={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
        {price && <Box sx={{ fontSize: 14, fontVariantNumeric: 'tabular-nums' }} data-testid="price">{price}</Box>}
        {row.change !== undefined && <ChangeText change={row.change} />}
      </Box>
    </Link>
  );
}

/** Placeholder rows while a list loads. */
export function MarketListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('markets:list.loading')} data-testid="market-list-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} sx={{ height: ROW_DRAWN_HEIGHT, px: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, mb: `${ROW_HEIGHT - ROW_DRAWN_HEIGHT}px` }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Box sx={{ flex: 1 }}><Skeleton width="40%" /><Skeleton width="25%" /></Box>
          <Skeleton width={60} />
        </Box>
      ))}
    </Box>
  );
}
