import { vi } from 'vitest';

/** Makes `matchMedia` answer `matches(query)` (jsdom has none); undo with vi.unstubAllGlobals(). */
export function stubMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
