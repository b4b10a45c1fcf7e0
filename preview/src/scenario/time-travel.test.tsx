// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeTravel } from './time-travel';

afterEach(cleanup);

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function renderField() {
  const onFacts = vi.fn();
  render(<TimeTravel facts={{ site: 'main', now: '2026-05-01T10:00:00Z' }} onFacts={onFacts} testId="time" />);
  return { onFacts, field: screen.getByRole('textbox', { name: 'Now (UTC)' }) as HTMLInputElement };
}

describe('the time-travel field (issue 42)', () => {
  it('is one plain text field, one Tab stop, showing the minute as YYYY-MM-DD HH:mm (UTC)', () => {
    const { field } = renderField();
    // A native datetime-local is seven Tab stops in Chromium (its parts and the picker button), the last with no visible focus.
    expect(field.type).toBe('text');
    expect(field.value).toBe('2026-05-01 10:00');
    expect(field.placeholder).toBe('YYYY-MM-DD HH:mm');
    expect(field.closest('.MuiTextField-root')!.querySelectorAll(FOCUSABLE)).toHaveLength(1);
  });

  it('applies a valid minute as it is typed', async () => {
    const user = userEvent.setup();
    const { field, onFacts } = renderField();
    await user.clear(field);
    await user.type(field, '2026-06-07 08:45');
    expect(onFacts).toHaveBeenLastCalledWith({ site: 'main', now: '2026-06-07T08:45:00Z' });
    await user.tab(); // leaves the field
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('says what is wrong with anything else when the field is left or Enter pressed, and applies nothing', async () => {
    const user = userEvent.setup();
    const { field, onFacts } = renderField();
    await user.clear(field);
    await user.type(field, '2026-02-30 10:00');
    expect(onFacts).not.toHaveBeenCalled();
    expect(screen.queryByText(/Not a time/)).toBeNull();
    await user.tab(); // leaves the field
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Not a time: write YYYY-MM-DD HH:mm (UTC), e.g. 2026-05-01 10:00');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);

    await user.clear(field);
    await user.type(field, '2026-05-01 10:5');
    await user.keyboard('{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, '2026-05-01 10:05');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(/Not a time/)).toBeNull();
    expect(onFacts).toHaveBeenCalledTimes(1);
  });
});
