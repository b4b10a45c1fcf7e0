import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../ui/locale-link';

const HELPFUL = [
  ['/learn', 'learn'],
  ['/blog', 'blog'],
  ['/live', 'live'],
  ['/nft', 'nft'],
  ['/post', 'post'],
  ['/price', 'price'],
  ['/how-to-buy', 'howToBuy'],
] as const;
const STORIES = [
  ['/explore/bitcoin-halving-countdown', 'halving'],
  ['/learn/articles/what-is-a-crypto-exchange', 'story1'],
  ['/learn/articles/how-to-buy-bitcoin-safely', 'story2'],
] as const;

/** 404 (compliance spec §2.5): a title, a way home, helpful links and trending stories, all with the language prefix. */
export function NotFoundPage() {
  const { t } = useTranslation('notfound');
  const links = (list: typeof HELPFUL | typeof STORIES) => (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {list.map(([href, key]) => (
        <li key={href}>
          <Link component={LocaleLink} to={href}>
            {t(key)}
          </Link>
        </li>
      ))}
    </Box>
  );
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: 8, textAlign: 'center' }} data-testid="not-found">
      <Typography component="p" sx={{ fontSize: 72, fontWeight: 800, color: 'text.secondary', lineHeight: 1 }}>
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 2, fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('text')}</Typography>
      <Button component={LocaleLink} to="/" variant="contained" sx={{ mt: 3 }}>
        {t('home')}
      </Button>
      <Box sx={{ mt: 6, textAlign: 'start' }}>
        <Typography component="h2" variant="h6">
          {t('helpful')}
        </Typography>
        {links(HELPFUL)}
        <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
          {t('trending')}
        </Typography>
        {links(STORIES)}
      </Box>
    </Box>
  );
}
