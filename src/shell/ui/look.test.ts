import { describe, expect, it } from 'vitest';
import { createAppTheme } from './mui/theme';
import { lookCss as css, lookTokens as tokens, resolvedLook } from '../../test-support/shell/look-test-support';

const compact = (v: string) => v.replace(/\s+/g, '');

describe('look.css agrees with the MUI theme', () => {
  const root = tokens(':root');
  for (const mode of ['light', 'dark'] as const) {
    it(`${mode} colours`, () => {
      const t = { ...root, ...(mode === 'dark' ? tokens(":root[data-mode='dark']") : {}) };
      const p = createAppTheme({ mode, rise: 'green-up' }, 'ltr').palette;
      const pairs: [string, string][] = [
        ['--m-primary', p.primary.main],
        ['--m-primary-dark', p.primary.dark],
        ['--m-primary-light', p.primary.light],
        ['--m-on-primary', p.primary.contrastText],
        ['--m-text', p.text.primary],
        ['--m-text-2', p.text.secondary],
        ['--m-text-3', p.text.disabled],
        ['--m-divider', p.divider],
        ['--m-bg', p.background.default],
        ['--m-paper', p.background.paper],
        ['--m-action', p.action.active],
        ['--m-hover', p.action.hover],
        ['--m-selected', p.action.selected],
        ['--m-disabled', p.action.disabled],
        ['--m-warning', p.warning.main],
        ['--m-on-warning', p.warning.contrastText],
        ['--m-error', p.error.main],
        ['--m-on-error', p.error.contrastText],
        ['--m-success', p.success.main],
        ['--m-info', p.info.main],
      ];
      for (const [name, value] of pairs) expect(compact(t[name] ?? 'missing'), name).toBe(compact(value));
      expect(t['--m-hover-mix']).toBe(`${p.action.hoverOpacity * 100}%`);
    });
  }

  it('rise and fall colours (text and graphic) follow the mode and the preference', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const rise of ['green-up', 'red-up'] as const) {
        const t = resolvedLook(mode, rise);
        const p = createAppTheme({ mode, rise }, 'ltr').palette;
        const css = [t['--m-rise'], t['--m-fall'], t['--m-rise-graphic'], t['--m-fall-graphic']];
        expect(css, `${mode} ${rise}`).toEqual([p.rise, p.fall, p.riseGraphic, p.fallGraphic]);
      }
      const green = resolvedLook(mode, 'green-up');
      const red = resolvedLook(mode, 'red-up');
      expect([red['--m-rise'], red['--m-fall']], `${mode} red-up swaps`).toEqual([green['--m-fall'], green['--m-rise']]);
      expect([green['--m-rise'], green['--m-fall']], `${mode} green-up`).toEqual([green['--m-green-text'], green['--m-red-text']]);
    }
  });

  it('shadows, radius and font', () => {
    const theme = createAppTheme({ mode: 'light', rise: 'green-up' }, 'ltr');
    for (const i of [1, 2, 3, 4, 6, 8, 12]) expect(compact(root[`--m-shadow-${i}`] ?? ''), `shadow ${i}`).toBe(compact(theme.shadows[i]!));
    expect(root['--m-radius']).toBe(`${theme.shape.borderRadius}px`);
    expect(compact(theme.typography.fontFamily!)).toBe(compact(`var(--m-font, ${root['--m-font']!})`));
  });

  it('CJK pages name CJK fonts for their language (issue 22: not left to the system fallback)', () => {
    const stack = (selector: string) => tokens(selector)['--m-font'] ?? '';
    expect(stack(':root:lang(zh)')).toMatch(/"PingFang SC".*"Microsoft YaHei".*"Noto Sans CJK SC"/);
    expect(stack(':root:lang(zh-tw)')).toMatch(/"PingFang TC".*"Microsoft JhengHei".*"Noto Sans CJK TC"/);
    expect(stack(':root:lang(ja)')).toMatch(/"Hiragino Sans".*"Yu Gothic UI".*"Noto Sans CJK JP"/);
    expect(stack(':root:lang(ko)')).toMatch(/"Apple SD Gothic Neo".*"Malgun Gothic".*"Noto Sans CJK KR"/);
    // zh-tw must come after zh: :lang(zh) matches zh-tw as well.
    expect(css.indexOf(':root:lang(zh-tw)')).toBeGreaterThan(css.indexOf(':root:lang(zh) {'));
  });
});
