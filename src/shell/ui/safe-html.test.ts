// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeHtml, type SafeHtmlOptions } from './safe-html';
import { resetDroppedWarnings } from './safe-link.utils';
import { FORBIDDEN_SELECTOR, XSS_CORPUS } from '../../mocks/data/xss-corpus';

const OPTS: SafeHtmlOptions = { allowedHosts: ['www.meridian.example', 'meridian.example'], prefix: '', where: 'test' };
declare global {
  interface Window {
    __xss?: unknown;
  }
}

function mount(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box;
}

const flush = () => new Promise((r) => setTimeout(r, 20));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  delete window.__xss;
});
afterEach(() => {
  document.body.innerHTML = '';
  resetDroppedWarnings();
  vi.restoreAllMocks();
});

describe('safeHtml: the XSS corpus', () => {
  it.each(XSS_CORPUS.map((p) => [p]))('%s executes nothing and leaves no foreign element', async (payload) => {
    const box = mount(safeHtml(`before ${payload} after`, OPTS));
    await flush();
    expect(window.__xss).toBeUndefined();
    expect(box.querySelector(FORBIDDEN_SELECTOR)).toBeNull();
    for (const el of box.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(['href', 'target', 'rel']).toContain(attr);
    }
    for (const a of box.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^(\/(?!\/)|https:\/\/(www\.)?meridian\.example\/)/);
    expect(box.textContent).toContain('before');
  });

  it('keeps harmless formatting', () => {
    const box = mount(safeHtml('<p>One <b>bold</b> and <em>em</em><br>line</p><ul><li>item</li></ul>', OPTS));
    expect(box.querySelector('b')?.textContent).toBe('bold');
    expect(box.querySelector('li')?.textContent).toBe('item');
  });

  it('returns nothing for no content', () => {
    expect(safeHtml(undefined, OPTS)).toBe('');
    expect(safeHtml('', OPTS)).toBe('');
  });
});

describe('safeHtml: links', () => {
  it('keeps a site path (with the language prefix) and an allowed https host, opening in a new tab', () => {
    const box = mount(
      safeHtml('<a href="/help">help</a> <a href="https://www.meridian.example/blog">blog</a>', { ...OPTS, prefix: '/zh' }),
    );
    const [help, blog] = box.querySelectorAll('a');
    expect(help!.getAttribute('href')).toBe('/zh/help');
    expect(blog!.getAttribute('href')).toBe('https://www.meridian.example/blog');
    expect(blog!.getAttribute('target')).toBe('_blank');
    expect(blog!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('unwraps a link to a foreign host, keeping its text, and logs it once', () => {
    const html = '<a href="https://evil.example/phish">claim</a>';
    const box = mount(safeHtml(html, OPTS));
    safeHtml(html, OPTS);
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toBe('claim');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('https://evil.example/phish');
  });

  it('logs a javascript: link it drops', () => {
    mount(safeHtml('<a href="javascript:window.__xss=1">x</a>', OPTS));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('javascript:'));
  });
});

describe('safeHtml: text_link', () => {
  it('swaps only the configured keys into anchors', () => {
    const box = mount(
      safeHtml('See {risk} and {terms} before you invest.', {
        ...OPTS,
        prefix: '/tr',
        links: [{ key: 'risk', link: '/risk-disclosure' }],
      }),
    );
    const links = box.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toBe('risk');
    expect(links[0]!.getAttribute('href')).toBe('/tr/risk-disclosure');
    expect(box.textContent).toBe('See risk and {terms} before you invest.');
  });

  it('matches a plain key when the content does not brace it', () => {
    const box = mount(
      safeHtml('Read the <b>User Agreement</b>.', { ...OPTS, links: [{ key: 'User Agreement', link: 'https://meridian.example/ua' }] }),
    );
    expect(box.querySelector('b > a')?.getAttribute('href')).toBe('https://meridian.example/ua');
  });

  it('drops a text_link to a foreign host, leaving the key as text', () => {
    const box = mount(
      safeHtml('See {risk}.', {
        ...OPTS,
        links: [
          { key: 'risk', link: 'https://evil.example/' },
          { key: 'x', link: 'javascript:alert(1)' },
        ],
      }),
    );
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toBe('See risk.');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never nests anchors, never touches attributes, and escapes a key that looks like markup', () => {
    const box = mount(
      safeHtml('<a href="/risk">risk</a> then {<img src=x onerror=window.__xss=1>}', {
        ...OPTS,
        links: [
          { key: 'risk', link: '/risk-disclosure' },
          { key: '<img src=x onerror=window.__xss=1>', link: '/x' },
        ],
      }),
    );
    expect(box.querySelectorAll('a a')).toHaveLength(0);
    expect(box.querySelector('a')!.getAttribute('href')).toBe('/risk');
    expect(box.querySelector('img')).toBeNull();
  });
});
