import { describe, expect, it } from 'vitest';
import { inviteCodeOf, passwordProblem, signupHref, signupQuery } from './signup-query';

describe('sign-up query (shell §1)', () => {
  it('keeps the page query string as it is', () => {
    expect(signupQuery('?ref=ABC&utm_source=x&ch=ads')).toBe('ref=ABC&utm_source=x&ch=ads');
    expect(signupQuery('')).toBe('');
    expect(signupHref('?ref=ABC&utm_source=x')).toBe('/signup?ref=ABC&utm_source=x');
    expect(signupHref('')).toBe('/signup');
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
