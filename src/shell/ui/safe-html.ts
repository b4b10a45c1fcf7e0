import DOMPurify, { type Config } from 'dompurify';
import type { Notice } from '../../generated/schema-types';
import { bracedKeys, checkedTarget, splitByKeys, targetHref, type SafeTarget } from './safe-link.utils';

export type TextLinks = Notice['text_link'];

/**
 * Notice text is short formatted prose: a small allow-list of inline and block tags, `href` as the
 * only attribute. No scripts, styles, forms, media, iframes, SVG or MathML; no data-* attributes.
 */
const PURIFY: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'div', 'ul', 'ol', 'li', 'small', 'sup', 'sub', 'mark'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // The first pass keeps every href on the detached fragment so that our check sees, drops and
  // logs it (DOMPurify would drop javascript: silently); nothing unchecked reaches the page.
  ADD_URI_SAFE_ATTR: ['href'],
};
/** The second pass keeps what we set on checked anchors and lets only site paths and https through (target and rel are not URIs). */
const FINAL: Config = {
  ...PURIFY,
  ADD_URI_SAFE_ATTR: ['target', 'rel'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https:|\/(?!\/))/i,
};

export interface SafeHtmlOptions {
  links?: TextLinks;
  allowedHosts: readonly string[];
  /** The language prefix added to site paths. */
  prefix: string;
  /** Where the text came from, for the log of dropped links. */
  where: string;
}

/**
 * Server HTML made safe to render: sanitised, every anchor's target checked (a foreign one keeps
 * its text and loses the link), and the configured `text_link` keys swapped into anchors.
 */
export function safeHtml(html: string | undefined, opts: SafeHtmlOptions): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, { ...PURIFY, RETURN_DOM_FRAGMENT: true });
  for (const a of [...fragment.querySelectorAll('a')]) {
    const target = checkedTarget(a.getAttribute('href'), opts.allowedHosts, opts.where);
    if (target) dressAnchor(a, target, opts.prefix);
    else a.replaceWith(...a.childNodes);
  }
  insertTextLinks(fragment, opts);
  const box = document.createElement('div');
  box.append(fragment);
  return DOMPurify.sanitize(box.innerHTML, FINAL);
}

// Links in a notice open in a new tab, so the notice stays in front of what it asks the visitor to read.
function dressAnchor(a: HTMLAnchorElement, target: SafeTarget, prefix: string): void {
  a.setAttribute('href', targetHref(target, prefix));
  a.setAttribute('target', '_blank');
  a.setAttribute('rel', 'noopener noreferrer');
}

function insertTextLinks(root: DocumentFragment, opts: SafeHtmlOptions): void {
  const targets = new Map<string, SafeTarget | null>();
  for (const l of opts.links ?? []) {
    if (l.key && !targets.has(l.key)) targets.set(l.key, checkedTarget(l.link, opts.allowedHosts, `${opts.where} text_link "${l.key}"`));
  }
  if (!targets.size) return;
  const keys = [...targets.keys()];
  const braced = bracedKeys(root.textContent ?? '', keys);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    // Text already inside a link stays as it is: no anchors inside anchors.
    if (!n.parentElement?.closest('a')) texts.push(n as Text);
  }
  for (const text of texts) {
    const pieces = splitByKeys(text.data, keys, braced);
    if (pieces.length === 1 && typeof pieces[0] === 'string') continue;
    text.replaceWith(
      ...pieces.map((p) => {
        if (typeof p === 'string') return document.createTextNode(p);
        const target = targets.get(p.key);
        if (!target) return document.createTextNode(p.key);
        const a = document.createElement('a');
        a.textContent = p.key;
        dressAnchor(a, target, opts.prefix);
        return a;
      }),
    );
  }
}
