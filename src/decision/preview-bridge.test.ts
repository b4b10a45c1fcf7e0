import { describe, expect, it } from 'vitest';
import { repoConfig } from '../test-support/repo-config';
import {
  BACKEND_HEADERS,
  identifyRequests,
  isFrameMessage,
  isPreviewFrame,
  isScenarioMessage,
  previewFacts,
  PREVIEW_FRAME_NAME,
} from './preview-bridge';

const scenario = () => ({
  type: 'meridian-preview:scenario',
  protocol: 1,
  config: repoConfig(),
  facts: { site: 'tr' },
  url: '/en/trade',
  backend: { persona: 'trader', site: 'tr' },
});

describe('the preview bridge', () => {
  it('accepts a well-formed scenario and refuses anything else', () => {
    expect(isScenarioMessage(scenario())).toBe(true);
    expect(isScenarioMessage({ ...scenario(), protocol: 2 })).toBe(false);
    expect(isScenarioMessage({ ...scenario(), url: 'https://evil.example/' })).toBe(false);
    expect(isScenarioMessage({ ...scenario(), config: { version: 1 } })).toBe(false);
    expect(isScenarioMessage({ ...scenario(), url: '/en/trade?ref=a%20b#top' })).toBe(true);
    expect(isScenarioMessage({ ...scenario(), url: '/路径/ü' })).toBe(true);
    // Issue 21 item 3: paths the URL parser reads as another host (`/\` is `//`; tabs are dropped).
    for (const url of [
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example/',
      ' //evil.example/',
      '/x\\..\\..\\evil',
    ]) {
      expect(isScenarioMessage({ ...scenario(), url }), JSON.stringify(url)).toBe(false);
    }
    expect(isScenarioMessage({ ...scenario(), backend: undefined })).toBe(false);
    expect(isScenarioMessage('meridian-preview:scenario')).toBe(false);
    expect(isFrameMessage({ type: 'meridian-preview:ready', protocol: 1 })).toBe(true);
    expect(isFrameMessage({ type: 'meridian-preview:location', protocol: 1 })).toBe(false);
  });

  it('knows the preview frame by being embedded and named or marked', () => {
    const top = { name: '', location: { search: '?preview=1' } } as unknown as Window;
    (top as { parent: unknown }).parent = top;
    expect(isPreviewFrame(top)).toBe(false);
    const parent = {} as Window;
    expect(isPreviewFrame({ parent, name: '', location: { search: '?preview=1' } as Location })).toBe(true);
    expect(isPreviewFrame({ parent, name: PREVIEW_FRAME_NAME, location: { search: '' } as Location })).toBe(true);
    expect(isPreviewFrame({ parent, name: 'ads', location: { search: '' } as Location })).toBe(false);
  });

  it("adds what the visitor did in the frame to the scenario without losing the scenario's own", () => {
    expect(previewFacts({ site: 'main', dismissed: ['a'] }, { intents: ['eu_upcoming'], dismissed: ['a', 'b'] })).toEqual({
      site: 'main',
      intents: ['eu_upcoming'],
      dismissed: ['a', 'b'],
    });
    expect(previewFacts({ site: 'main' }, { intents: [], dismissed: [] })).toEqual({ site: 'main' });
  });

  it('tells the embedded backend who each frame is, on same-origin requests only', async () => {
    const seen: Request[] = [];
    const win = {
      location: { origin: 'http://127.0.0.1:4173' },
      fetch: (async (r: Request) => {
        seen.push(r);
        return new Response('{}');
      }) as unknown as typeof fetch,
    };
    let who: { persona: string; site: string } | null = null;
    identifyRequests(win, () => who);
    await win.fetch('http://127.0.0.1:4173/api/a');
    who = { persona: 'trader', site: 'tr' };
    await win.fetch('http://127.0.0.1:4173/api/b', { headers: { accept: 'application/json' } });
    await win.fetch('https://collector.example/e');
    expect(seen.map((r) => r.headers.get(BACKEND_HEADERS.persona))).toEqual([null, 'trader', null]);
    expect(seen[1]!.headers.get(BACKEND_HEADERS.site)).toBe('tr');
    expect(seen[1]!.headers.get('accept')).toBe('application/json');
  });
});
