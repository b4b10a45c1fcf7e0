import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../decision/decision-store';
import { dataKey } from '../lib/i18n-keys';
import { useMenuText } from '../shell/ui/use-menu-text';

/** Title, canonical, alternates and robots from the Decision (a 404 has no canonical or alternates); React 19 hoists them into <head>. */
export function Seo({ title }: { title: string }) {
  const { t } = useTranslation();
  const locale = useDecision((d) => d.locale);
  const siteName = useDecision((d) => d.site.name);
  // A page named after a menu item keeps the static title until the menu text is in (docs/performance-method.md, the 185 KB ceiling).
  const ready = useMenuText(title);
  useLayoutEffect(() => {
    if (ready) dropStaticTitle();
  }, [ready]);
  return (
    <>
      {ready && <title>{`${t(dataKey(title))} | ${siteName}`}</title>}
      {locale.canonical && <link rel="canonical" href={locale.canonical} />}
      {locale.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {locale.robots && <meta name="robots" content={locale.robots} />}
    </>
  );
}

/**
 * index.html names the page (`<title data-static>`) before any JavaScript runs; React 19 hoists the
 * Seo title beside it without replacing it, and the first <title> is the one browsers and crawlers
 * read. Once the Seo title is in, the static one goes: every page has exactly one title, and a page
 * that crashed before Seo rendered keeps the static one.
 */
export function dropStaticTitle(doc: Document = document): void {
  for (const el of doc.head.querySelectorAll('title[data-static]')) el.remove();
}
