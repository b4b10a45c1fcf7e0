import type { PageDownloadLinks } from '../../api/page-download-links';

/** The links of the download QR code and modal: the home page's web entry, else the site's /mobileapp page. */
export function downloadTargets(links: PageDownloadLinks | undefined, fallback: string): { qr: string; apk?: string } {
  const web = links?.['/']?.web ?? links?.['/']?.h5;
  const https = (u: string | undefined) => (u && /^https:\/\/[^/\s]+/.test(u) ? u : undefined);
  return { qr: https(web?.c) ?? fallback, apk: https(web?.overseas_apk) };
}
