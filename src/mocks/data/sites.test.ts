import { describe, expect, it } from 'vitest';
import { repoConfig } from '../../test-support/repo-config';
import { mockSite, mockSites, mockSitesOf } from './sites';

describe('mock site map', () => {
  const sites = repoConfig().sites;

  it('is the compiled configuration: every site of sites/*.yaml, with its own facts', () => {
    expect(Object.keys(mockSites()).sort()).toEqual(Object.keys(sites).sort());
    for (const [key, site] of Object.entries(sites)) {
      expect(mockSites()[key]).toEqual({
        key,
        id: site.id,
        languages: site.languages,
        defaultLang: site.defaultLang,
        defaultFiat: site.defaultFiat,
        authorizedLogin: site.authorizedLogin,
      });
    }
  });

  it('reads what sites/tr.yaml and sites/jp.yaml say (extends resolved)', () => {
    expect(mockSites().tr).toMatchObject({ id: 177, languages: ['tr', 'en'], defaultFiat: 'TRY' });
    expect(mockSites().jp?.authorizedLogin).toEqual([]);
  });

  it('looks sites up by key or id, main otherwise', () => {
    expect(mockSite('177').key).toBe('tr');
    expect(mockSite('eu').id).toBe(777);
    expect(mockSite('nope').key).toBe('main');
    expect(mockSite('constructor').key).toBe('main');
    expect(mockSite(undefined).key).toBe('main');
  });

  it('derives from any compiled configuration given to it', () => {
    const only = mockSitesOf({ sites: { main: { ...sites.main!, id: 5, defaultFiat: 'EUR' } } });
    expect(mockSite('5', only)).toMatchObject({ key: 'main', defaultFiat: 'EUR' });
  });
});
