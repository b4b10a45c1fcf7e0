import { describe, expect, it } from 'vitest';
import { inviteCodeOf, passwordProblem, signupHref, signupQuery, signupSearch } from './signup-query';

describe('sign-up query (shell §1)', () => {
  it('keeps the page query string as it is', () => {
    expect(signupQuery('?ref=ABC&utm_source=x&ch=ads')).toBe('ref=ABC&utm_source=x&ch=ads');
    expect(signupQuery('')).toBe('');
    expect(signupHref('?ref=ABC&utm_source=x')).toBe('/signup?ref=ABC&utm_source=x');
    expect(signupHref('')).toBe('/signup');
  });

  it('carries the stored sign-up query string on pages without a referral of their own (shell §2 Account)', () => {
    // A page without a query, or with other parameters: the stored string, the page's parameters over it.
    expect(signupSearch('', 'ref=GOOD&utm_source=x')).toBe('?ref=GOOD&utm_source=x');
    expect(signupSearch('?tab=isolated_margin', 'ref=GOOD')).toBe('?ref=GOOD&tab=isolated_margin');
    expect(signupSearch('?utm_source=y', 'ref=GOOD&utm_source=x')).toBe('?ref=GOOD&utm_source=y');
    // A page with its own referral: that one alone (two referrals never mix).
    expect(signupSearch('?ref=NEW', 'ref=GOOD&ref_type=2')).toBe('?ref=NEW');
    // Nothing stored: the page's own query, as before.
    expect(signupSearch('?ref=ABC', undefined)).toBe('?ref=ABC');
    expect(signupSearch('', undefined)).toBe('');
    expect(signupSearch('', '')).toBe('');
    expect(signupHref('', 'ref=GOOD')).toBe('/signup?ref=GOOD');
  });

  it('prefills the invite code from ref, else the referral cookie', () => {
    expect(inviteCodeOf('?ref=ABC', { ref_uid: 'OLD' })).toBe('ABC');
    expect(inviteCodeOf('?x=1', { ref_uid: 'OLD' })).toBe('OLD');
    expect(inviteCodeOf('', {})).toBe('');
  });

  it('checks the password the way the server does', () => {
    expect(passwordProblem('abc12')).toBe('short');
    expect(passwordProblem('abcdefgh')).toBe('mix');
    expect(passwordProblem('12345678')).toBe('mix');
    expect(passwordProblem('abcd1234')).toBeNull();
  });
});
