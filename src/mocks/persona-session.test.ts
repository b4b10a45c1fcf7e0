import { describe, expect, it } from 'vitest';
import { findPersona } from './data/personas';
import { personaSessionCookies } from './persona-session';

const page = (cookie: string) => new Request('http://localhost/myaccount', { headers: { cookie, accept: 'text/html' } });

describe('personaSessionCookies', () => {
  it("gives a logged-in persona's page its session cookies", () => {
    const session = findPersona('trader')!.facts.cookies!;
    expect(personaSessionCookies(page('meridian_persona=trader'))).toEqual([
      `uid=${session.uid}; Path=/; SameSite=Lax`,
      `nickname=${session.nickname}; Path=/; SameSite=Lax`,
    ]);
  });
  it('never overwrites a session cookie the browser has', () => {
    expect(personaSessionCookies(page('meridian_persona=trader; uid=42'))).toEqual([expect.stringMatching(/^nickname=/)]);
  });
  it('gives a visitor, an unknown persona or no persona nothing', () => {
    expect(personaSessionCookies(page('meridian_persona=visitor'))).toEqual([]);
    expect(personaSessionCookies(page('meridian_persona=nobody'))).toEqual([]);
    expect(personaSessionCookies(page(''))).toEqual([]);
  });
});
