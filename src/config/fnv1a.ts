/** FNV-1a, 32 bits, as 8 hex digits: a cheap name for a text (not a digest: nothing trusts it). */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

export const fnv1aHex = (n: number): string => n.toString(16).padStart(8, '0');
