/**
 * Which page (and which visitor action) makes which backend call: the browser half of the fault
 * table (e2e/backend-faults.e2e.ts runs every group with each of the seven faults on all of its
 * calls at once; docs/reliability.md is written from this list and fallbacks.cases.ts).
 * Plain data, no test imports, so the doc generator and the browser test can both read it.
 */

/** What the browser test does after the page settles, to make the call happen. */
export type PageAction = 'none' | 'markets-then-profile' | 'log-in' | 'sign-up' | 'log-out' | 'log-out-all' | 'send-chat' | 'search-chart';

export interface PageGroup {
  id: string;
  /** Page opened, with ?site=main. */
  url: string;
  persona: 'visitor' | 'trader';
  action: PageAction;
  /** Backend paths (fallbacks.cases.ts `path`) this group faults and expects logged once each. */
  calls: string[];
}

const HOME_LOAD = [
  '/api/web/v1/site/settings',
  '/api/web/v1/site/fullsiteBulletin',
  '/api/web/v1/kyc/footerTipsCheck',
  '/js/tool/page_download_links.json',
  '/api/web/v1/compliance/check',
];

export const pageGroups: PageGroup[] = [
  // User info alone: its fallback (a visitor) stops the session-bound calls, so it gets its own run.
  { id: 'home-user', url: '/?site=main', persona: 'trader', action: 'none', calls: ['/api/web/v1/usercenter/get_info'] },
  {
    id: 'home',
    url: '/?site=main',
    persona: 'trader',
    action: 'markets-then-profile',
    calls: [
      ...HOME_LOAD,
      '/apiw/v2/unified/account_mode',
      '/apiweb/v1/spot/cross_margin/info',
      '/js/tool/coin_icon_whitelist.json',
      '/apiw/v2/market/spots',
      '/apiw/v2/common/tabs',
      '/apiw/v2/market/futures',
      '/apiw/v2/pilot/markets',
      '/apiw/v2/pre-mint/service/currencies/simple-info',
      '/apiw/v2/pre-market/service/currencies/simple-info',
      '/api/web/v1/usercenter/get_user_tier',
    ],
  },
  { id: 'reminder', url: '/reminder?site=main', persona: 'trader', action: 'none', calls: ['/apiw/v2/herald/get_notice_record'] },
  // Without symbol info the chart asks for no bars, without bars no marks: separate runs.
  {
    id: 'trade-symbol',
    url: '/trade/BTC_USDT?site=main',
    persona: 'trader',
    action: 'none',
    calls: ['/api/web/v1/chart/config', '/api/web/v1/chart/symbol'],
  },
  { id: 'trade-bars', url: '/trade/BTC_USDT?site=main', persona: 'trader', action: 'none', calls: ['/api/web/v1/chart/bars'] },
  {
    id: 'trade-marks-search',
    url: '/trade/BTC_USDT?site=main',
    persona: 'trader',
    action: 'search-chart',
    calls: ['/api/web/v1/chart/marks', '/api/web/v1/chart/search'],
  },
  { id: 'chat', url: '/?site=main&chatroom=1', persona: 'trader', action: 'none', calls: ['/api/web/v1/chat/messages'] },
  { id: 'chat-send', url: '/?site=main&chatroom=1', persona: 'trader', action: 'send-chat', calls: ['/api/web/v1/chat/send'] },
  {
    id: 'security',
    url: '/myaccount/security?site=main',
    persona: 'trader',
    action: 'none',
    calls: ['/apiweb/v1/user/get_user_frequency'],
  },
  {
    id: 'signup-ref',
    url: '/signup?site=main&ref=GOOD&ref_type=1',
    persona: 'visitor',
    action: 'none',
    calls: ['/api/web/v1/rebate/verify_invite_info'],
  },
  { id: 'log-in', url: '/?site=main', persona: 'visitor', action: 'log-in', calls: ['/api/web/v1/usercenter/login'] },
  { id: 'sign-up', url: '/?site=main', persona: 'visitor', action: 'sign-up', calls: ['/api/web/v1/usercenter/register'] },
  { id: 'log-out', url: '/?site=main', persona: 'trader', action: 'log-out', calls: ['/api/web/v1/usercenter/logout'] },
  { id: 'log-out-all', url: '/?site=main', persona: 'trader', action: 'log-out-all', calls: ['/api/web/v1/usercenter/logoutAll'] },
];
