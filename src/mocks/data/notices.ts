import { createRng, hashSeed } from './prng';
import { EPOCH_S } from './markets';

export interface NoticeJson {
  msg_id: string;
  title: string;
  content: string;
  send_timest: number;
  type: string;
  template_id: number;
  extras: Record<string, string>;
  template_args: Record<string, string>;
}

/** Reminder tab types (shell §4: platform, trade and market groups). */
export const NOTICE_TYPES = [
  'notice',
  'system',
  'task_bonus',
  'referral',
  'futures',
  'margin',
  'c2c',
  'options',
  'market',
  'chain',
] as const;
export const NOTICES_PER_TYPE = 23;

const TEMPLATES: Readonly<Record<string, readonly [string, string, Record<string, string>]>> = {
  notice: ['Platform notice', 'Scheduled maintenance of {market} deposits.', { url: '/announcements' }],
  system: ['Security alert', 'New login from {device}.', { url: '/myaccount/security-setting' }],
  task_bonus: ['Task completed', 'You earned {amount} USDT in rewards.', { url: '/rewards_hub' }],
  referral: ['Referral reward', 'Your friend {nick} signed up.', { url: '/referral' }],
  futures: ['Futures order filled', 'Your {contract} order was filled.', { contract: 'BTC_USDT', settle_asset: 'USDT' }],
  margin: ['Margin call', 'Your {market} margin level is low.', { market: 'ETH_USDT' }],
  c2c: ['P2P order', 'Order {order} was paid.', { url: '/c2c/orders/USDT_VND' }],
  options: ['Option exercised', 'Your {contract} option was exercised.', { contract: 'BTC-20261231-100000-C' }],
  market: ['Price alert', '{market} moved {pct}% in 1 hour.', { market: 'SOL_USDT' }],
  chain: ['Deposit confirmed', '{amount} {coin} arrived.', { url: '/myaccount/mypurselog' }],
};

/** All notices of one type, newest first. Deterministic per (seed, type). */
export function createNotices(seed: number, type: string): NoticeJson[] {
  const template = TEMPLATES[type];
  if (!template) return [];
  const [title, content, extras] = template;
  const rng = createRng(hashSeed(type, seed));
  let t = EPOCH_S + 86_400 * 30;
  return Array.from({ length: NOTICES_PER_TYPE }, (_, i) => {
    t -= rng.int(600, 86_400);
    const args = {
      market: 'BTC_USDT',
      device: 'Chrome on macOS',
      amount: String(rng.int(1, 500)),
      nick: `user${rng.int(100, 999)}`,
      order: String(rng.int(1e6, 9e6)),
      contract: extras.contract ?? 'BTC_USDT',
      pct: String(rng.int(5, 30)),
      coin: 'USDT',
    };
    return {
      msg_id: `${type}-${String(i + 1).padStart(3, '0')}`,
      title: `${title} #${i + 1}`,
      content: content.replace(/\{(\w+)\}/g, (_, k: string) => args[k as keyof typeof args] ?? k),
      send_timest: t,
      type,
      template_id: 1000 + NOTICE_TYPES.indexOf(type as (typeof NOTICE_TYPES)[number]) * 10 + (i % 3),
      extras,
      template_args: args,
    };
  });
}

export interface BulletinJson {
  content_id: string;
  content: string;
  link: string;
}

/**
 * One announcement per site (bs has none: the bar must cope with null). `contentId` (the
 * meridian_bulletin cookie) lets the demo and tests publish a new announcement: any id answers
 * with that id, 'none' answers with no announcement.
 */
export function createBulletin(siteKey: string, contentId?: string): BulletinJson | null {
  if (contentId === 'none' || (siteKey === 'bs' && !contentId)) return null;
  return {
    content_id: contentId || `${siteKey}-2026-11-001`,
    content:
      siteKey === 'tr'
        ? 'Yeni TRY çiftleri listelendi: ayrıntılar duyurularda.'
        : 'Scheduled maintenance on 22 November 2026, 02:00–03:00 UTC. Deposits and withdrawals will pause briefly.',
    link: '/announcements',
  };
}
