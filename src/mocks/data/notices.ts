import { createRng, hashSeed } from './prng';
import { EPOCH_S } from './markets';
import { textsIn, type NoticeType } from './notice-texts';

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

/** Where each type's message leads (its extras). */
const EXTRAS: Readonly<Record<NoticeType, Record<string, string>>> = {
  notice: { url: '/announcements' },
  system: { url: '/myaccount/security-setting' },
  task_bonus: { url: '/rewards_hub' },
  referral: { url: '/referral' },
  futures: { contract: 'BTC_USDT', settle_asset: 'USDT' },
  margin: { market: 'ETH_USDT' },
  c2c: { url: '/c2c/orders/USDT_VND' },
  options: { contract: 'BTC-20261231-100000-C' },
  market: { market: 'SOL_USDT' },
  chain: { url: '/myaccount/mypurselog' },
};

const isNoticeType = (type: string): type is NoticeType => Object.hasOwn(EXTRAS, type);

/** All notices of one type, newest first, written in `lang` (English when the backend does not write it). Deterministic per (seed, type). */
export function createNotices(seed: number, type: string, lang = 'en'): NoticeJson[] {
  if (!isNoticeType(type)) return [];
  const [title, content] = textsIn(lang).notices[type];
  const extras = EXTRAS[type];
  const rng = createRng(hashSeed(type, seed));
  let t = EPOCH_S + 86_400 * 30;
  return Array.from({ length: NOTICES_PER_TYPE }, (_, i) => {
    t -= rng.int(600, 86_400);
    const args = {
      market: 'BTC_USDT',
      device: 'Chrome (macOS)',
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
 * One announcement per site (bs has none: the bar must cope with null), written in `lang`
 * (English when the backend does not write it). `contentId` (the meridian_bulletin cookie) lets
 * the demo and tests publish a new announcement: any id answers with that id, 'none' answers with
 * no announcement.
 */
export function createBulletin(siteKey: string, contentId: string | undefined, lang: string): BulletinJson | null {
  if (contentId === 'none' || (siteKey === 'bs' && !contentId)) return null;
  const texts = textsIn(lang);
  return {
    content_id: contentId || `${siteKey}-2026-11-001`,
    content: siteKey === 'tr' ? texts.tryPairs : texts.maintenance,
    link: '/announcements',
  };
}
