import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { AnchorHTMLAttributes, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { priceText } from '../../lib/price-format';
import { ChangeText } from '../ui/change-text';
import { CoinIcon } from '../ui/coin-icon';
import { LocaleLink } from '../ui/locale-link';
import { changeForBase, type ChangeBase } from '../ui/market-change';
import { ROW_DRAWN_HEIGHT, ROW_HEIGHT } from './market-list.utils';
import { formatVolume, type ListRow } from './market-rows.utils';

export interface MarketListRowProps {
  row: ListRow;
  index: number;
  lang: string;
  /** Which change figure to show (the visitor's time base). */
  changeBase: ChangeBase;
  whitelist?: readonly string[];
  style?: CSSProperties;
  onOpen?: (row: ListRow) => void;
  /** Extra attributes for the link (the search uses it as a listbox option). */
  anchorProps?: AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** One market: a link with the coin icon, pair, last price, change and volume. */
export function MarketListRow({ row, index, lang, changeBase, whitelist, style, onOpen, anchorProps }: MarketListRowProps) {
  const { t } = useTranslation(['translation', 'markets']);
  const external = /^https?:/.test(row.href);
  const linkProps = external ? { href: row.href } : { component: LocaleLink, to: row.href };
  const price = row.price === undefined ? '' : priceText(row.price);
  const change = changeForBase(row.changes, changeBase);
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
        height: ROW_DRAWN_HEIGHT,
        px: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        borderRadius: 1,
        '&:hover, &:focus-visible, &[aria-selected="true"]': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <CoinIcon coin={row.coin} size={24} whitelist={whitelist} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {/* A pair reads left to right in any language (Arabic would show USDT/BTC). */}
          <bdi dir="ltr">
            {row.curr_a}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              /{row.curr_b}
            </Box>
          </bdi>
        </Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {row.volume !== undefined ? t('markets:list.volume', { value: formatVolume(row.volume, lang) }) : row.name}
        </Box>
      </Box>
      <Box sx={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
        {/* Left to right in any language: brace notation would otherwise read backwards in Arabic. */}
        {price && (
          <Box sx={{ fontSize: 14, fontVariantNumeric: 'tabular-nums' }} data-testid="price">
            <bdi dir="ltr">{price}</bdi>
          </Box>
        )}
        {change !== undefined && <ChangeText change={change} label={t(`markets:list.changeBase.${changeBase}`)} />}
      </Box>
    </Link>
  );
}

/** Placeholder rows while a list loads. */
export function MarketListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation(['translation', 'markets']);
  return (
    <Box role="status" aria-label={t('markets:list.loading')} data-testid="market-list-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Box
          key={i}
          sx={{
            height: ROW_DRAWN_HEIGHT,
            px: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            mb: `${ROW_HEIGHT - ROW_DRAWN_HEIGHT}px`,
          }}
        >
          <Skeleton variant="circular" width={24} height={24} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Box>
          <Skeleton width={60} />
        </Box>
      ))}
    </Box>
  );
}
