import { describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { DECLARED_NOTICE_VIEW } from '../../rules-model/view-registry';
import { pathMatches, unknownVocabulary, vocabularyOf } from './vocabulary';

const config = {
  features: { chat: {}, gift: {} },
  dialogs: { kyc: { id: 'kyc' } },
  bars: { announce: {} },
  navigation: [],
  footers: {},
  sites: {
    main: {
      rules: [
        {
          id: 'r1',
          conditions: {
            all: [
              { fact: 'user', path: '$.isLogin', operator: 'equal', value: true },
              { not: { fact: 'path', operator: 'startsWith', value: '/x' } },
            ],
          },
          folded: [],
        },
        {
          id: 'r2',
          conditions: { any: [{ fact: 'nowMs', operator: 'greaterThan', value: { fact: 'stored', path: '$.ack.at' } }] },
          folded: [],
        },
      ],
    },
    tr: { rules: [{ id: 'r1', conditions: { all: [{ fact: 'user', path: '$.isLogin', operator: 'equal', value: true }] }, folded: [] }] },
  },
} as unknown as CompiledConfig;

describe('vocabularyOf', () => {
  it('lists declared features, dialogs and bars, and every fact path and operator the rules test, sorted and once', () => {
    expect(vocabularyOf(config)).toEqual({
      features: ['chat', 'gift'],
      dialogs: ['kyc'],
      bars: ['announce'],
      factPaths: ['nowMs', 'path', 'stored.ack.at', 'user.isLogin'],
      operators: ['equal', 'greaterThan', 'startsWith'],
    });
  });

  it('leaves out a feature its own link items render, and names a declared notice by the generic view', () => {
    const item = (id: string, hiddenBy: string[]) => ({ id, title: id, hiddenBy });
    const withData = {
      ...config,
      features: { ...config.features, nft: {}, deposit: {} },
      dialogs: { ...config.dialogs, mica: { id: 'mica', notice: { title: { en: 'MiCA' }, body: { en: 'Text' } } } },
      navigation: [item('deposit_link', ['deposit_link', 'deposit'])],
      footers: { global: { columns: [{ id: 'c', title: 'c', links: [item('nft_link', ['nft_link', 'nft'])] }] } },
    } as unknown as CompiledConfig;
    const v = vocabularyOf(withData);
    expect(v.features).toEqual(['chat', 'gift']);
    expect(v.dialogs).toEqual([DECLARED_NOTICE_VIEW, 'kyc']);
  });

  it('unknownVocabulary names what a build lacks, by kind', () => {
    const wanted = vocabularyOf(config);
    expect(unknownVocabulary(wanted, wanted)).toEqual([]);
    const known = { ...wanted, dialogs: [], operators: ['equal'] };
    expect(unknownVocabulary(wanted, known)).toEqual(['dialogs:kyc', 'operators:greaterThan', 'operators:startsWith']);
  });

  it("fact paths match the build's patterns: `*` one segment, a final `**` anything below", () => {
    expect(pathMatches('cookies.*', 'cookies.lang')).toBe(true);
    expect(pathMatches('cookies.*', 'cookies.lang.x')).toBe(false);
    expect(pathMatches('stored.**', 'stored.a.b.c')).toBe(true);
    expect(pathMatches('stored.**', 'stored')).toBe(false);
    const none = { features: [], dialogs: [], bars: [], factPaths: [], operators: [] };
    const known = { ...none, factPaths: ['user.kyc.level', 'cookies.*', 'stored.**'] };
    const wanted = (factPaths: string[]) => ({ ...none, factPaths });
    expect(unknownVocabulary(wanted(['user.kyc.level', 'cookies.lang', 'stored.x.y']), known)).toEqual([]);
    // The same build vocabulary again (indexed once), then another one: each answer is its own.
    expect(unknownVocabulary(wanted(['cookies.a.b', 'user.kyc']), known)).toEqual(['factPaths:cookies.a.b', 'factPaths:user.kyc']);
    expect(unknownVocabulary(wanted(['cookies.lang']), { ...none, factPaths: ['cookies.lang'] })).toEqual([]);
    expect(unknownVocabulary(wanted(['stored.x']), { ...none, factPaths: ['cookies.*'] })).toEqual(['factPaths:stored.x']);
  });
});
