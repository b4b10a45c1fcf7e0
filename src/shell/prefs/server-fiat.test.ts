import { describe, expect, it } from 'vitest';
import { fiatFromServer } from './server-fiat';

const offered = ['USD', 'EUR', 'GBP', 'JPY'];
const base = { stored: 'EUR', server: 'GBP', lastSeen: null, offered, noSwitch: false };

describe("fiatFromServer (shell §4: the fiat is updated when the server's curr_fiat differs; docs/shell.md Preferences)", () => {
  it("the server's fiat wins over a stored one it differs from", () => {
    expect(fiatFromServer(base)).toBe('GBP');
  });

  it('changes nothing when they agree, or when nothing is stored (the server’s is shown anyway)', () => {
    expect(fiatFromServer({ ...base, server: 'EUR' })).toBeNull();
    expect(fiatFromServer({ ...base, stored: null })).toBeNull();
  });

  it('a pick on this device made after this device heard the same server answer stays', () => {
    expect(fiatFromServer({ ...base, lastSeen: 'GBP' })).toBeNull();
  });

  it('a server answer that changed since this device last heard it wins again', () => {
    expect(fiatFromServer({ ...base, lastSeen: 'USD' })).toBe('GBP');
    expect(fiatFromServer({ ...base, stored: 'USD', server: 'JPY', lastSeen: 'GBP' })).toBe('JPY');
  });

  it('ignores a server fiat the site does not offer, or that is malformed or missing', () => {
    expect(fiatFromServer({ ...base, server: 'CHF' })).toBeNull();
    expect(fiatFromServer({ ...base, server: 'gbp' })).toBeNull();
    expect(fiatFromServer({ ...base, server: '' })).toBeNull();
    expect(fiatFromServer({ ...base, server: undefined })).toBeNull();
    expect(fiatFromServer({ ...base, offered: [] })).toBeNull();
  });

  it("keeps USD while 'do not switch to fiat' is on: the visitor asked for no conversion", () => {
    expect(fiatFromServer({ ...base, stored: 'USD', noSwitch: true })).toBeNull();
  });
});
