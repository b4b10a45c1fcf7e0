const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/g;

/**
 * Fills {name} placeholders. A *_url variable is a whole URL from config: it goes in as it is,
 * after its own placeholders are filled (one level). Other values are URI-encoded.
 */
export function fillTemplate(template: string, vars: Readonly<Record<string, unknown>>, depth = 0): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const v = vars[name];
    if (v === null || v === undefined) return '';
    if (!name.endsWith('_url')) return encodeURIComponent(String(v));
    return depth === 0 ? fillTemplate(String(v), vars, 1) : String(v);
  });
}
