// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../shell/footer/site-footer';
import { renderShell } from './render-shell';

describe('renderShell', () => {
  it('renders a component with the Decision of the given facts', async () => {
    const { decision } = await renderShell(<SiteFooter />, { facts: { site: 'tr' } });
    expect(decision.site.key).toBe('tr');
    expect(screen.getByTestId('copyright').textContent).toContain('2022');
  });
});
