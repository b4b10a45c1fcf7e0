import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import { repoConfig } from '../../test-support/repo-config';
import { showsSessionParts } from './session-items';

const decide = (facts: object) => createDecider(repoConfig()).decide({ now: '2026-03-10T12:00:00Z', ...facts });
const sites = Object.keys(repoConfig().sites);
const user = { user: { isLogin: true, uid: 1001, nickname: 'ann' }, cookies: { uid: '1001', nickname: 'ann' } };

describe('showsSessionParts', () => {
  it("a visitor's header has none of the on-demand parts, so a visitor's page does not download them", async () => {
    for (const site of sites) expect(showsSessionParts((await decide({ site })).header), site).toBe(false);
  });

  it("a session's header has them (the profile card at least), so the boot loads them before the first render", async () => {
    for (const site of sites) {
      const { header } = await decide({ site, ...user });
      expect(
        header.some((i) => i.id === 'profile_menu'),
        site,
      ).toBe(true);
      expect(showsSessionParts(header), site).toBe(true);
    }
  });
});
