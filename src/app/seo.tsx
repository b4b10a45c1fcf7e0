import { useTranslation } from 'react-i18next';
import { useDecision } from '../decision/decision-store';

/** Title, canonical, alternates and robots from the Decision; React 19 hoists them into <head>. */
export function Seo({ title }: { title: string }) {
  const { t } = useTranslation();
  const locale = useDecision((d) => d.locale);
  const siteName = useDecision((d) => d.site.name);
  return (
    <>
      <title>{`${t(title)} | ${siteName}`}</title>
      <link rel="canonical" href={locale.canonical} />
      {locale.alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
      {locale.robots && <meta name="robots" content={locale.robots} />}
    </>
  );
}
