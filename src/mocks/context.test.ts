import { describe, expect, it } from 'vitest';
import { mockContext, PERSONA_HEADER, SITE_HEADER } from './context';

describe('mockContext', () => {
  it('answers as the persona and site a preview frame names in its headers, over the cookies', () => {
    const cookie = 'meridian_persona=visitor; meridian_site=main';
    const plain = mockContext(new Request('http://x/api', { headers: { cookie } }), {});
    expect([plain.persona.id, plain.site]).toEqual(['visitor', expect.objectContaining({ key: 'main' })]);
    const framed = mockContext(new Request('http://x/api', { headers: { cookie, [PERSONA_HEADER]: 'trader', [SITE_HEADER]: 'tr' } }), {});
    expect(framed.persona.id).toBe('trader');
    expect(framed.site).toEqual(expect.objectContaining({ key: 'tr' }));
  });
});
