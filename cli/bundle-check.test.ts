import { describe, expect, it } from 'vitest';
import { ephemeralSigningKey } from '../src/config/node/signing-key';
import { trustOrExit } from './bundle-check';
import { CliExit, type CliIO } from './io';

function io(errors: string[]): CliIO {
  return {
    cwd: process.cwd(),
    out: () => {},
    err: (t) => errors.push(t),
    readStdin: async () => '',
    now: () => new Date(),
  };
}

/** The same 32 bytes with the last character's two unused bits set: a decoder reads the same key. */
function twin(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const last = alphabet.indexOf(key[42]!);
  return key.slice(0, 42) + alphabet[last | 3]! + '=';
}

describe('the trust flags of status and promote (--key)', () => {
  it('take a key in its canonical base64 spelling', () => {
    const key = ephemeralSigningKey().publicKey;
    expect(trustOrExit(io([]), { key: [key], threshold: '1' }).keys).toEqual([key]);
  });

  it('refuse a base64 twin of a key (unused trailing bits set), naming its canonical spelling', () => {
    const key = ephemeralSigningKey().publicKey;
    const other = twin(key);
    expect(Buffer.from(other, 'base64').equals(Buffer.from(key, 'base64'))).toBe(true);
    expect(other).not.toBe(key);
    const errors: string[] = [];
    expect(() => trustOrExit(io(errors), { key: [key, other], threshold: '2' })).toThrow(CliExit);
    expect(errors.join('\n')).toContain(`not canonical base64 (the same key is written ${key})`);
  });
});
