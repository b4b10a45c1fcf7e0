import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { readStorage } from '../../decision/browser-inputs';
import { safeStorage } from '../../lib/storage';
import { memoryStorage } from '../../test-support/memory-storage';
import { repoConfig } from '../../test-support/repo-config';
import {
  ANNOUNCEMENT_CLOSED_KEY,
  ANNOUNCEMENT_LAST_KEY,
  APP_BANNER_HIDDEN_KEY,
  MAX_CLOSED,
  closeAnnouncement,
  closedWith,
  hideAppBanner,
  rememberLastAnnouncement,
} from './bar-storage';

afterEach(() => vi.restoreAllMocks());

describe('bar storage', () => {
  it('writes under the keys the vocabulary declares, in their formats', () => {
    const stored = Object.fromEntries(repoConfig().stored.map((s) => [s.name, s]));
    expect(stored.announcement_closed).toMatchObject({ in: 'storage', key: ANNOUNCEMENT_CLOSED_KEY, format: 'json-list' });
    expect(stored.announcement_last).toMatchObject({ in: 'storage', key: ANNOUNCEMENT_LAST_KEY, format: 'json-list' });
    expect(stored.app_banner_hidden).toMatchObject({ in: 'storage', key: APP_BANNER_HIDDEN_KEY, format: 'flag' });
  });

  it('adds a closed id once, keeps numbers as strings, starts again after garbage', () => {
    expect(closedWith(null, '42')).toBe('["42"]');
    expect(closedWith('[41,"42"]', '42')).toBe('["41","42"]');
    expect(closedWith('{"a":1}', '7')).toBe('["7"]');
    expect(closedWith('not json', '7')).toBe('["7"]');
  });

  it('keeps the newest MAX_CLOSED ids', () => {
    const many = JSON.stringify(Array.from({ length: MAX_CLOSED }, (_, i) => String(i)));
    const list = JSON.parse(closedWith(many, 'new')) as string[];
    expect(list).toHaveLength(MAX_CLOSED);
    expect(list[0]).toBe('1');
    expect(list.at(-1)).toBe('new');
  });

  it('closing, remembering and hiding report whether storage changed', () => {
    const m = memoryStorage();
    const s = safeStorage(() => m);
    expect(closeAnnouncement('42', s)).toBe(true);
    expect(closeAnnouncement('42', s)).toBe(false);
    expect(m.data.get(ANNOUNCEMENT_CLOSED_KEY)).toBe('["42"]');
    expect(rememberLastAnnouncement('42', s)).toBe(true);
    expect(rememberLastAnnouncement('42', s)).toBe(false);
    expect(rememberLastAnnouncement(null, s)).toBe(true);
    expect(m.data.get(ANNOUNCEMENT_LAST_KEY)).toBe('[]');
    expect(hideAppBanner(s)).toBe(true);
    expect(m.data.get(APP_BANNER_HIDDEN_KEY)).toBe('1');
  });

  it('storage that throws is logged, not fatal, and the choice holds for this page view', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = safeStorage(() => ({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    }));
    expect(closeAnnouncement('1', broken)).toBe(true);
    expect(hideAppBanner(broken)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    const config = {
      stored: [
        { in: 'storage', key: ANNOUNCEMENT_CLOSED_KEY },
        { in: 'storage', key: APP_BANNER_HIDDEN_KEY },
      ],
    } as unknown as CompiledConfig;
    expect(readStorage(config, broken)).toMatchObject({ [ANNOUNCEMENT_CLOSED_KEY]: '["1"]', [APP_BANNER_HIDDEN_KEY]: '1' });
  });
});
