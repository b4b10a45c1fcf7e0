import { describe, expect, it } from 'vitest';
import { fcaNoteValues } from './fca-note';

const note = { firm: 'Meridian Approvals Ltd', approvedOn: '2023-10-06' };

describe('fcaNoteValues', () => {
  it('writes the approval date in the page language, on the day the file names (UTC)', () => {
    expect(fcaNoteValues(note, 'en')).toEqual({ firm: 'Meridian Approvals Ltd', date: 'October 6, 2023' });
    expect(fcaNoteValues(note, 'de')?.date).toBe('6. Oktober 2023');
    expect(fcaNoteValues(note, 'kr')?.date).toBe('2023년 10월 6일');
  });

  it('gives nothing for a site without the note, and the raw text for an unreadable date', () => {
    expect(fcaNoteValues(undefined, 'en')).toBeUndefined();
    expect(fcaNoteValues({ ...note, approvedOn: '2023-02-30x' }, 'en')?.date).toBe('2023-02-30x');
  });
});
