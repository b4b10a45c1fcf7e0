import type { Decision } from '../../generated/schema-types';
import { languageTag } from '../../rules-model/language-tag';

/** The values of the UK financial promotion note (shell §9, docs/sites.md): the firm, and the date written in the page's language. */
export function fcaNoteValues(note: Decision['footer']['fcaNote'], lang: string): { firm: string; date: string } | undefined {
  if (!note) return undefined;
  const day = new Date(`${note.approvedOn}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return { firm: note.firm, date: note.approvedOn };
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  let date: string;
  try {
    date = new Intl.DateTimeFormat(languageTag(lang), options).format(day);
  } catch {
    date = new Intl.DateTimeFormat('en', options).format(day);
  }
  return { firm: note.firm, date };
}
