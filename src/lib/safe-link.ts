/**
 * Checks for link and router targets that come from the server (compliance §5: a redirect
 * target from the server is checked against the site's allowed hosts). Pure: no DOM, no React.
 * Every feature that follows a server-given link asks here.
 */

/** A target that passed: a path on this site (gets the language prefix) or an https URL on an allowed host. */
export type SafeTarget = { kind: 'path'; path: string } | { kind: 'url'; href: string };

const BASE = 'https://base.invalid';
// Control characters, whitespace and backslashes let browsers read a path as something else (`/\evil`).
const SUSPICIOUS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * `target` if it is a relative path starting with a single '/', or an https URL (no credentials,
 * default port) whose host is in `allowedHosts`; null for anything else.
 */
export function checkTarget(target: unknown, allowedHosts: readonly string[]): SafeTarget | null {
  if (typeof target !== 'string') return null;
  const raw = target.trim();
  if (!raw || SUSPICIOUS.test(raw)) return null;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(raw, BASE);
    } catch {
      return null;
    }
    // Dot segments can fold into a protocol-relative path: `/.//evil.example` and
    // `/%2e%2e//evil.example` normalise to `//evil.example`, which a browser reads as a host.
    if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
    return { kind: 'path', path: `${url.pathname}${url.search}${url.hash}` };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const hosts = allowedHosts.map((h) => h.toLowerCase());
  return hosts.includes(url.hostname) ? { kind: 'url', href: url.href } : null;
}

/**
 * A server-given link kept only when it is a path on this site; its normalised path, else
 * undefined. Stricter than checkTarget: a link wrapped in whitespace is refused, not trimmed.
 */
export function safeRelativePath(target: unknown): string | undefined {
  if (typeof target !== 'string' || target !== target.trim()) return undefined;
  const t = checkTarget(target, []);
  return t?.kind === 'path' ? t.path : undefined;
}
