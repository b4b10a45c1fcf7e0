import { describe, expect, it } from 'vitest';
import { complianceFallback, narrowComplianceCheck } from './compliance-check-call';

describe('compliance answer source', () => {
  it('the fallback of a failed check says so (compliance §8: empty menu, business and limit)', () => {
    expect(complianceFallback()).toEqual({ source: 'fallback', menu: [], business: [], limit: {} });
  });

  it('the server cannot claim a source: a live answer has none (live is the default)', () => {
    const live = narrowComplianceCheck({ code: 0, data: { menu: ['nft'], business: [], limit: {}, source: 'remembered' } });
    expect(live).toEqual({ menu: ['nft'], business: [], limit: {} });
  });
});
