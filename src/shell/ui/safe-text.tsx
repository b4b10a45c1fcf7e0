import { useMemo } from 'react';
import { safeHtml, type TextLinks } from './safe-html';
import './safe-text.css';
import { useLocalePrefix } from './locale-link';

export interface SafeTextProps {
  /** HTML from the server: untrusted. */
  html: string | undefined;
  /** `text_link` pairs: only these keys become links. */
  links?: TextLinks;
  allowedHosts: readonly string[];
  /** Where the text came from, named in the log of dropped links. */
  where: string;
}

/** Server notice text, sanitised, its links checked against the allowed hosts, its link keys made into anchors. */
export function SafeText({ html, links, allowedHosts, where }: SafeTextProps) {
  const prefix = useLocalePrefix();
  const markup = useMemo(
    () => safeHtml(html, { links, allowedHosts, prefix, where }),
    // `links` and `allowedHosts` by value: a re-render with equal lists reuses the markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [html, JSON.stringify(links ?? []), allowedHosts.join(' '), prefix, where],
  );
  if (!markup) return null;
  return (
    // dir="auto": server text keeps its own direction (English on an Arabic page reads left to right).
    <div data-safe-text={where} className="m-safe-text" dir="auto" dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
