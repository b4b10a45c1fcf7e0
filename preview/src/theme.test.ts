import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { previewTheme } from './theme';

describe('the preview theme', () => {
  it.each(['primary', 'success', 'error', 'warning', 'info'] as const)(
    'a filled %s chip or button keeps its text at 4.5:1 or more (WCAG AA)',
    (name) => {
      const { main, contrastText } = previewTheme.palette[name];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
