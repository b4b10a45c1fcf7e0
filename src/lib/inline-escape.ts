/**
 * The two escapes for what the build (tooling/) and the boot (src/boot/first-paint-markup.ts) write into
 * a page: every configuration value that lands in an inline script goes through scriptJson, every one
 * that lands in HTML text or an attribute through escapeHtml (issue 21 item 1). Pure: no DOM.
 */

// In an inline script `</script` ends the element, `<!--` and `<script` switch the HTML parser into
// its "escaped" states, and `&` matters if the text is ever read as markup. U+2028/U+2029 end a line
// in JavaScript before ES2019. Inside a JSON string each of them can be written as a \u escape, and
// outside strings JSON has none of them, so the escaped text parses to the same value.
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** `value` as a JavaScript expression (JSON) that is safe anywhere inside an inline <script>. */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError(`scriptJson: ${typeof value} has no JSON form`);
  return json.replace(SCRIPT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `text` safe as HTML text or inside a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
