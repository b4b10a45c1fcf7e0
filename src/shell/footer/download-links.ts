import type { PageDownloadLinks } from '../../api/page-download-links';

/** The links of the download QR code and modal: the home page's web entry, else the site's /mobileapp page. */
export function downloadTargets(links: PageDownloadLinks | undefined, fallback: string): { qr: string; apk?: string } {
  const web = links?.['/']?.web ?? links?.['/']?.h5;
  return { qr: httpsLink(web?.c) ?? fallback, apk: httpsLink(web?.overseas_apk) };
}

/**
 * A download link from the server: https, a plain host (no user info such as
 * `https://ours@evil.example`, no port), nothing that parses differently from how it reads.
 */
export function httpsLink(u: string | undefined): string | undefined {
  if (!u || !/^https:\/\/[a-z0-9.-]+(\/|$)/i.test(u) || /[\s\\\u0000-\u001f]/.test(u)) return undefined;
  try {
    const url = new URL(u);
    return url.protocol === 'https:' && !url.username && !url.password && !url.port ? u : undefined;
  } catch {
    return undefined;
  }
}
