const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/g;

/**
 * Fills {name} placeholders. A *_url variable is a whole URL from config: it goes in as it is,
 * after its own placeholders are filled (one level). Other values are URI-encoded; null, absent,
 * object and list values fill nothing.
 */
export function fillTemplate(template: string, vars: Readonly<Record<string, unknown>>, depth = 0): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const v = vars[name];
    // A variable read from a fact may be an object or a list: it has no URL form, so like an absent one
    // it fills nothing (String() would put "[object Object]" in the link).
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return '';
    if (!name.endsWith('_url')) return encodeURIComponent(v);
    return depth === 0 ? fillTemplate(String(v), vars, 1) : String(v);
  });
}
