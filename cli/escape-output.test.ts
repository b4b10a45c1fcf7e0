import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { cellCode, code, githubData, githubProperty, markdown, text, xml } from './escape-output';

/** Strings a configuration value could hold to break out of whatever prints it. */
const HOSTILE = [
  'x\n::error file=README.md,line=1::INJECTED',
  'x\r\n::warning::INJECTED',
  '\u001b[2J\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
  'a\u2028b\u2029c\u0085d\u202eevil\u2066',
  '</details>\n\n![pwn](https://evil.example/p.png)\n<img src=x onerror=alert(1)>',
  '`code` *bold* _it_ [link](javascript:alert(1)) | cell | ~strike~ # head \\ back',
  '<!-- comment --> <script>alert(1)</script> &amp; & " \' %0A %25 a:b,c',
  ']]><x/>',
];

describe('text', () => {
  it('keeps one printed line per line and no terminal escape', () => {
    for (const s of HOSTILE) expect(text(s)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(text('x\n::error file=README.md')).toBe('x\\n::error file=README.md');
    expect(text('plain — ✓ 中文 "q" \\d')).toBe('plain — ✓ 中文 "q" \\d');
  });
});

describe('markdown', () => {
  it('leaves no character markdown or HTML acts on, except as an escape or an entity', () => {
    for (const s of HOSTILE) {
      const m = markdown(s);
      const bare = m.replace(/\\[!-/:-@[-`{-~]/g, '').replace(/&(amp|lt|gt|quot|#\d+);/g, '');
      expect(bare, m).not.toMatch(/[<>&`*_[\]!|~#\\\n\r]/);
      expect(m).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    }
    expect(markdown('</details>')).toBe('&lt;/details&gt;');
    expect(markdown('a_b [c]')).toBe('a\\_b \\[c\\]');
  });

  it('code spans cannot be closed or broken across lines', () => {
    for (const s of HOSTILE) {
      const c = code(s);
      expect(c.slice(1, -1)).not.toMatch(/[`\n\r]/);
      expect(c).toMatch(/^`[^`]*`$/);
      expect(cellCode(s).slice(1, -1)).not.toMatch(/(^|[^\\])\|/);
    }
    expect(code('a|b')).toBe('`a|b`');
    expect(cellCode('a|b')).toBe('`a\\|b`');
  });
});

describe('xml', () => {
  it('is well-formed XML 1.0 whatever the text, and reads back as the escaped text', () => {
    for (const s of HOSTILE) {
      const doc = new JSDOM(`<r a="${xml(s)}">${xml(s)}</r>`, { contentType: 'application/xml' }).window.document;
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(doc.documentElement.textContent).toBe(text(s));
      expect(doc.documentElement.getAttribute('a')).toBe(text(s));
    }
  });
});

describe('GitHub workflow commands', () => {
  it('data: % CR LF encoded, other controls visible', () => {
    expect(githubData('100% a\r\nb')).toBe('100%25 a%0D%0Ab');
    expect(githubData('\u001b[31m')).toBe('\\u001b[31m');
  });
  it('properties: also : and ,', () => {
    expect(githubProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });
});
