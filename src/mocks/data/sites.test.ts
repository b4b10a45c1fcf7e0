import { describe, expect, it } from 'vitest';
import { repoConfig } from '../../test-support/repo-config';
import { MOCK_SITES, mockSite } from './sites';

describe('mock site map', () => {
  const sites = repoConfig().sites;

  it('covers every site in sites/*.yaml', () => {
    expect(Object.keys(MOCK_SITES).sort()).toEqual(Object.keys(sites).sort());
  });

  it.each(Object.keys(MOCK_SITES))('%s matches its YAML (id, languages, default fiat, logins)', (key) => {
    const yaml = sites[key];
    const mock = MOCK_SITES[key];
    expect(mock).toBeDefined();
    expect(mock?.id).toBe(yaml?.id);
    expect(mock?.languages).toEqual(yaml?.languages);
    expect(mock?.defaultFiat).toBe(yaml?.defaultFiat);
    expect(mock?.authorizedLogin).toEqual(yaml?.authorizedLogin);
  });

  it('looks sites up by key or id, main otherwise', () => {
    expect(mockSite('177').key).toBe('tr');
    expect(mockSite('nope').key).toBe('main');
    expect(mockSite(undefined).key).toBe('main');
  });
});
