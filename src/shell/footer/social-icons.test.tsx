// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_NAMES, SocialIcon } from './social-icons';

afterEach(cleanup);

const sprite = readFileSync(join(import.meta.dirname, 'social-glyphs.svg'), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);

describe('SocialIcon', () => {
  it('the sprite has one 24 × 24 symbol, drawn in the text colour, for each network with a name', () => {
    expect(symbolIds).toEqual(Object.keys(NETWORK_NAMES));
    expect(sprite.match(/<path fill="currentColor" fill-rule="evenodd" d="[^"]+"\/>/g)).toHaveLength(symbolIds.length);
  });

  it("draws a known network's glyph from the sprite", () => {
    const { container } = render(<SocialIcon id="telegram" />);
    expect(container.querySelector('use')?.getAttribute('href')).toMatch(/social-glyphs[^#]*\.svg[^#]*#telegram$/);
  });

  it("an unknown network, or a name of Object's own, gets its initial, not a missing glyph", () => {
    for (const id of ['mastodon', 'toString']) {
      const { container } = render(<SocialIcon id={id} />);
      expect(container.querySelector('use')).toBeNull();
      expect(container.textContent).toBe(id.charAt(0).toUpperCase());
      cleanup();
    }
  });
});
