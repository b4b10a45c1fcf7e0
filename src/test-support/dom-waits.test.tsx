// @vitest-environment jsdom
import { getConfig } from '@testing-library/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('dom-waits setup', () => {
  it('gives Testing Library waits 5 s, and RTL shares that configuration', async () => {
    expect(getConfig().asyncUtilTimeout).toBe(5000);
    const Late = () => <p>late</p>;
    const { rerender } = render(<div />);
    setTimeout(() => rerender(<Late />), 1200);
    expect(await screen.findByText('late')).toBeTruthy();
  });
});
