import { requestCookies, PERSONA_COOKIE } from './context';
import { isLoggedIn, personaById } from './data/persona-answers';

/** The session cookies a real login leaves (compliance §6: the page guard reads uid and nickname). */
const SESSION_NAMES = ['uid', 'nickname'] as const;

/**
 * The demo's session: a page requested with only the `meridian_persona` cookie of a logged-in
 * persona gets that persona's session cookies on the page's answer, so the persona cookie alone
 * is a whole demo session (the account pages no longer send it to /login). A cookie the browser
 * already has is never overwritten; a visitor persona gets nothing.
 */
export function personaSessionCookies(request: Request): string[] {
  const cookies = requestCookies(request);
  const id = cookies[PERSONA_COOKIE];
  if (!id) return [];
  const persona = personaById(id);
  if (persona.id !== id || !isLoggedIn(persona)) return [];
  const session = persona.facts.cookies ?? {};
  return SESSION_NAMES.flatMap((name) => {
    const value = session[name];
    return value && !cookies[name] ? [`${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`] : [];
  });
}
