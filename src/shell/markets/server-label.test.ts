import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from '../../lib/i18n';
import { serverLabel } from './server-label';

describe('serverLabel', () => {
  it('prefers the translated key to the server text (issue 23: tabs and chips stayed English)', async () => {
    const i18n = createI18n();
    await loadLanguage(i18n, 'kr');
    expect(serverLabel(i18n, 'markets:category.hot', 'Hot', 'hot')).toEqual({ text: '인기' });
    expect(serverLabel(i18n, 'markets:group.favorites', 'Favorites', 'favorites')).toEqual({ text: '즐겨찾기' });
  });

  it('marks server text without a key as English on a page in another language', async () => {
    const i18n = createI18n();
    await loadLanguage(i18n, 'de');
    expect(serverLabel(i18n, 'markets:category.solana_ecosystem', 'Solana Ecosystem', 'solana_ecosystem')).toEqual({
      text: 'Solana Ecosystem',
      lang: 'en',
    });
    expect(serverLabel(i18n, 'markets:category.x', undefined, 'x')).toEqual({ text: 'x', lang: 'en' });
  });

  it('does not mark server text on an English page', () => {
    expect(serverLabel(createI18n(), 'markets:group.USDT', 'USDT', 'USDT')).toEqual({ text: 'USDT' });
  });
});
