import type { NoticeDecision, NoticeDecl, NoticeText } from '../generated/schema-types';

/** A declared text in `lang`, or in English when that language has none (the schema requires `en`). */
const textIn = (text: NoticeText, lang: string): string => text[lang] ?? text.en!;

/**
 * A plain notice declared as data (rules/dialogs.yaml `notice:`) with its texts in the Decision's
 * language: what DeclaredNotice renders, as plain text.
 */
export function noticeIn(notice: NoticeDecl, lang: string): NoticeDecision {
  const out: NoticeDecision = { title: textIn(notice.title, lang), body: textIn(notice.body, lang) };
  if (notice.confirm) out.confirm = textIn(notice.confirm, lang);
  if (notice.cancel) out.cancel = textIn(notice.cancel, lang);
  if (notice.links?.length) out.links = notice.links.map((l) => ({ href: l.href, label: textIn(l.label, lang) }));
  return out;
}
