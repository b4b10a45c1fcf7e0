import { describe, expect, it } from 'vitest';
import { repoConfig } from '../test-support/repo-config';
import { buildRoutes, matchRoute, pageExists } from './page-routes';

const config = repoConfig();
const routes = buildRoutes(config);

describe('routes', () => {
  it('resolves spec routes, patterns and every menu link; anything else is a 404', () => {
    expect(matchRoute(routes, '/').kind).toBe('home');
    expect(matchRoute(routes, '/trade/BTC_TRY').title).toBe('pages.trade');
    // the menu's /trade/BTC_USDT?tab=isolated_margin link does not turn the BTC_USDT page into 'Margin'
    expect(matchRoute(routes, '/trade/BTC_USDT')).toMatchObject({ title: 'pages.trade', kind: 'trade' });
    expect(matchRoute(routes, '/state_compliance_tips').kind).toBe('compliance-tips');
    expect(matchRoute(routes, '/launchpool').kind).toBe('frame');
    expect(matchRoute(routes, '/help/guide/safe_question/12/x').title).toBe('pages.help');
    expect(matchRoute(routes, '/no/such/page').kind).toBe('not-found');
  });

  it('has the bare /auth/ as a page (shell §2 Account), as /auth/<provider> is', () => {
    for (const path of ['/auth/', '/auth', '/auth/google']) {
      expect(matchRoute(routes, path).kind, path).not.toBe('not-found');
      expect(pageExists(config, path), path).toBe(true);
    }
  });

  it('gives the withdraw and security pages their fund-password pieces, also through menu links', () => {
    expect(matchRoute(routes, '/myaccount/withdraw/USDT').kind).toBe('withdraw');
    expect(matchRoute(routes, '/myaccount/withdraw/BTC').kind).toBe('withdraw');
    expect(matchRoute(routes, '/myaccount/security').kind).toBe('security');
    expect(matchRoute(routes, '/myaccount/security-setting').kind).toBe('security');
    expect(matchRoute(routes, '/myaccount/deposit/USDT').kind).toBe('frame');
  });

  it('has a route for every internal link of every menu and footer', () => {
    const hrefs: string[] = [];
    const walk = (items: typeof config.navigation) =>
      items.forEach((i) => {
        if (i.href?.startsWith('/')) hrefs.push(i.href.split('?')[0]!.replace(/\{[a-z_]+\}/g, 'X'));
        if (i.children) walk(i.children);
      });
    walk(config.navigation);
    for (const s of Object.values(config.footers)) for (const c of s.columns) walk(c.links);
    expect(hrefs.filter((h) => matchRoute(routes, h).kind === 'not-found')).toEqual([]);
  });
});
