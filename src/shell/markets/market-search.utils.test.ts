import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcParams } from '../../test-support/fc-params';
import {
  marketRank,
  newListingsFirst,
  normalizeQuery,
  queryVariants,
  RANK,
  searchByCurrency,
  searchFiats,
  searchMarkets,
  searchPilot,
  searchPreMarket,
  searchTokens,
  tokenMatches,
  type RankFields,
} from './market-search.utils';

const m = (curr_a: string, curr_b: string, name = curr_a, pair = `${curr_a}_${curr_b}`): RankFields => ({ curr_a, curr_b, name, pair });
const pairs = (rows: RankFields[]): string[] => rows.map((r) => r.pair);

describe('market ranking (shell §5)', () => {
  const rows = [
    m('WBTC', 'USDT', 'Wrapped Bitcoin'), // base contains
    m('ETH', 'BTC', 'Ethereum'), // quote equals
    m('BTCDOM', 'USDT', 'Bitcoin dominance'), // base starts with
    m('SOL', 'USDT', 'Solana'), // no match
    m('ORDI', 'XBTC', 'Ordinals'), // quote contains
    m('STX', 'USDT', 'Stacks on btc'), // name contains
    m('BTC', 'USDT', 'Bitcoin'), // base equals
    m('BTC', 'USDC', 'Bitcoin'), // base equals, later in input
  ];

  it('orders base equals, base starts with, quote equals, base contains, quote contains, name or pair contains', () => {
    expect(pairs(searchMarkets(rows, 'btc'))).toEqual([
      'BTC_USDT',
      'BTC_USDC',
      'BTCDOM_USDT',
      'ETH_BTC',
      'WBTC_USDT',
      'ORDI_XBTC',
      'STX_USDT',
    ]);
  });

  it('gives each tier its rank', () => {
    expect(marketRank(m('BTC', 'USDT'), 'btc')).toBe(RANK.baseEquals);
    expect(marketRank(m('BTCDOM', 'USDT'), 'btc')).toBe(RANK.baseStartsWith);
    expect(marketRank(m('ETH', 'BTC'), 'btc')).toBe(RANK.quoteEquals);
    expect(marketRank(m('WBTC', 'USDT'), 'btc')).toBe(RANK.baseContains);
    expect(marketRank(m('ORDI', 'XBTC'), 'btc')).toBe(RANK.quoteContains);
    expect(marketRank(m('STX', 'USDT', 'Stacks on btc'), 'btc')).toBe(RANK.nameOrPairContains);
    expect(marketRank(m('SOL', 'USDT'), 'btc')).toBeUndefined();
  });

  it('trims the query and ignores case', () => {
    expect(pairs(searchMarkets(rows, '  BtC '))).toEqual(pairs(searchMarkets(rows, 'btc')));
    expect(normalizeQuery('  ETH\t')).toBe('eth');
  });

  it('keeps the input order within a rank (stable)', () => {
    const same = [m('AAA1', 'USDT'), m('AAA2', 'USDT'), m('AAA3', 'USDT')];
    expect(pairs(searchMarkets(same, 'aaa'))).toEqual(['AAA1_USDT', 'AAA2_USDT', 'AAA3_USDT']);
    expect(pairs(searchMarkets([...same].reverse(), 'aaa'))).toEqual(['AAA3_USDT', 'AAA2_USDT', 'AAA1_USDT']);
  });

  it('returns a copy of every row, in order, for an empty or blank query', () => {
    const out = searchMarkets(rows, '   ');
    expect(out).toEqual(rows);
    expect(out).not.toBe(rows);
  });

  it('matches the name, and the pair written with _, / or -', () => {
    expect(pairs(searchMarkets(rows, 'solana'))).toEqual(['SOL_USDT']);
    expect(pairs(searchMarkets(rows, 'sol/usdt'))).toEqual(['SOL_USDT']);
    expect(pairs(searchMarkets(rows, 'SOL-USDT'))).toEqual(['SOL_USDT']);
    expect(pairs(searchMarkets(rows, 'sol_usdt'))).toEqual(['SOL_USDT']);
    expect(searchMarkets(rows, 'Wrapped Bit')).toHaveLength(1);
  });

  it('searches the quote market: quote equals before quote contains', () => {
    expect(pairs(searchMarkets([m('A', 'USDTX'), m('B', 'USDT'), m('USDTEST', 'BTC')], 'usdt'))).toEqual([
      'USDTEST_BTC',
      'B_USDT',
      'A_USDTX',
    ]);
  });

  it('treats XBT as an alias of BTC, keeping the literal match too', () => {
    expect(queryVariants(' XBT ')).toEqual(['xbt', 'btc']);
    expect(queryVariants('eth')).toEqual(['eth']);
    expect(pairs(searchMarkets(rows, 'xbt')).slice(0, 2)).toEqual(['BTC_USDT', 'BTC_USDC']);
    // ORDI_XBTC matches the literal "xbt" (quote starts with it) as well as "btc"
    expect(marketRank(m('ORDI', 'XBTC'), 'xbt')).toBe(RANK.quoteContains);
    expect(marketRank(m('XBTEST', 'USDT'), 'xbt')).toBe(RANK.baseStartsWith);
  });

  it('does not apply the alias to a query that only contains it', () => {
    expect(searchMarkets([m('BTC', 'USDT')], 'xbtc')).toEqual([]);
  });

  it('property: results are matching input rows, ranks never decrease, equal ranks keep input order', () => {
    const ticker = fc.stringMatching(/^[A-Z]{1,5}$/);
    const row = fc
      .record({ curr_a: ticker, curr_b: fc.constantFrom('USDT', 'BTC', 'ETH'), name: fc.string({ maxLength: 8 }) })
      .map((r) => ({ ...r, pair: `${r.curr_a}_${r.curr_b}` }));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.stringMatching(/^[a-zA-Z]{1,3}$/), (list, q) => {
        const out = searchMarkets(list, q);
        const ranks = out.map((r) => marketRank(r, q)!);
        expect(ranks.every((r) => r !== undefined)).toBe(true);
        expect(out.length).toBe(list.filter((r) => marketRank(r, q) !== undefined).length);
        for (let i = 1; i < out.length; i += 1) {
          expect(ranks[i]!).toBeGreaterThanOrEqual(ranks[i - 1]!);
          if (ranks[i] === ranks[i - 1]) expect(list.indexOf(out[i]!)).toBeGreaterThan(list.indexOf(out[i - 1]!));
        }
      }),
      fcParams(100),
    );
  });
});

describe('token search', () => {
  const tokens = [
    { ...m('FROG7', 'USDT'), show_pair: 'FROG7/USDT', address: '0xAbCdEf0123' },
    { ...m('MOON', 'USDT'), show_pair: 'MOON/USDT', address: 'So1anaAddr99' },
  ];

  it('matches show_pair or address, case-insensitively', () => {
    expect(searchTokens(tokens, 'frog7/usdt')).toEqual([tokens[0]]);
    expect(searchTokens(tokens, '0XABCDEF')).toEqual([tokens[0]]);
    expect(searchTokens(tokens, 'SO1ANAADDR')).toEqual([tokens[1]]);
    expect(tokenMatches({ show_pair: 'A/B' }, 'zzz')).toBe(false);
    expect(tokenMatches({}, ' ')).toBe(true);
  });

  it('pilot search ranks markets first, then rows found only by address', () => {
    const rows = [{ ...m('CAT', 'USDT'), show_pair: 'CAT/USDT', address: '0xmoon00' }, ...tokens];
    expect(searchPilot(rows, 'moon').map((r) => r.curr_a)).toEqual(['MOON', 'CAT']);
    expect(searchPilot(rows, '')).toHaveLength(3);
  });
});

describe('pre-market search', () => {
  const rows = [{ currency: 'XMOON' }, { currency: 'MOONCAT' }, { currency: 'MOON' }, { currency: 'FROG' }];

  it('matches the currency only: equals, starts with, contains', () => {
    expect(searchPreMarket(rows, 'moon').map((r) => r.currency)).toEqual(['MOON', 'MOONCAT', 'XMOON']);
    expect(searchPreMarket(rows, ' Frog ').map((r) => r.currency)).toEqual(['FROG']);
    expect(searchPreMarket(rows, '')).toEqual(rows);
  });

  it('reads the currency through an accessor', () => {
    expect(searchByCurrency([{ c: 'AB' }, { c: 'B' }], 'b', (r) => r.c)).toEqual([{ c: 'B' }, { c: 'AB' }]);
  });
});

describe('new listings', () => {
  const now = Date.UTC(2026, 2, 10); // ms
  const s = (iso: string): number => Date.parse(iso) / 1000;
  const rows = [
    { id: 'open-a', opening_time: 0 },
    { id: 'later', opening_time: s('2026-05-01T00:00:00Z') },
    { id: 'past', opening_time: s('2026-02-01T00:00:00Z') },
    { id: 'soon', opening_time: s('2026-03-11T00:00:00Z') },
    { id: 'open-b', opening_time: 0 },
    { id: 'soon-too', opening_time: s('2026-03-11T00:00:00Z') },
  ];

  it('puts future opening times first, ascending, then the rest in input order', () => {
    expect(newListingsFirst(rows, now).map((r) => r.id)).toEqual(['soon', 'soon-too', 'later', 'open-a', 'past', 'open-b']);
  });

  it('treats an opening at exactly now as open', () => {
    expect(newListingsFirst([{ opening_time: 0 }, { opening_time: now / 1000 }], now)[0]!.opening_time).toBe(0);
  });
});

describe('fiat search', () => {
  const codes = ['USD', 'EUR', 'TRY', 'AUD', 'RUB'];
  it('matches the code as a case-insensitive substring, keeping order', () => {
    expect(searchFiats(codes, 'u')).toEqual(['USD', 'EUR', 'AUD', 'RUB']);
    expect(searchFiats(codes, ' ud ')).toEqual(['AUD']);
    expect(searchFiats(codes, 'Sd')).toEqual(['USD']);
    expect(searchFiats(codes, '')).toEqual(codes);
    expect(searchFiats(codes, 'xyz')).toEqual([]);
  });
});
