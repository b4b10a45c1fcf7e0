// Every format the CLI prints escapes what the configuration wrote (anything from configuration is hostile until escaped at its sink): a key, a
// name or a value can hold line breaks that forge GitHub workflow commands (`::error …`), terminal
// sequences, or markdown and HTML that rewrite a pull-request comment. One module, one function
// per sink; the formatters call them on configuration-derived text and never on their own markup.
import { escapeControls } from '../src/config/excerpt';

/** Plain text for a terminal or a CI log: control characters as visible escapes (`\n`, `\u001b`). */
export const text = (s: string): string => escapeControls(s);

/** Lines of text, each escaped: the line breaks between them are the formatter's, not the configuration's. */
export const textLines = (lines: readonly string[]): string => lines.map(text).join('\n');

// Characters GitHub-flavoured markdown acts on, written with a backslash (CommonMark escapes any
// ASCII punctuation that way); `<`, `>` and `&` become entities so no HTML survives.
const MD_PUNCTUATION = /[\\`*_[\]!|~#]/g;
const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text inside markdown (a table cell, a list item, a bold title): shows as written, adds no markup, stays on its line. */
export function markdown(s: string): string {
  return text(s)
    .replace(MD_PUNCTUATION, (c) => `\\${c}`)
    .replace(/[&<>]/g, (c) => HTML[c]!);
}

// Inside a code span nothing is markup and backslashes are literal, so only what ends the span
// matters: a backtick (shown as ') and a line break (shown as \n, by text()).
const inCode = (s: string) => text(s).replace(/`/g, "'");

/** A markdown code span outside tables. */
export const code = (s: string): string => `\`${inCode(s)}\``;

/** A markdown code span inside a table cell: GFM splits cells on `|` even in code, unless escaped. */
export const cellCode = (s: string): string => `\`${inCode(s).replace(/\|/g, '\\|')}\``;

const XML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** XML text or attribute value; control characters are escaped first (XML 1.0 cannot hold most of them at all). */
export const xml = (s: string): string => text(s).replace(/[&<>"']/g, (c) => XML[c]!);

/**
 * The message of a GitHub workflow command (`::error …::message`): `%`, CR and LF encoded as the
 * runner decodes them, so the command stays one line; other control characters shown as escapes.
 */
export const githubData = (s: string): string => escapeControls(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));

/** A property of a GitHub workflow command (`file=…,title=…`): also `:` and `,`, which end a property. */
export const githubProperty = (s: string): string => githubData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
