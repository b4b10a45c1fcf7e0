/** Cookie: the server's curr_fiat as this browser last heard it (docs/shell.md, Preferences). */
export const SERVER_FIAT_COOKIE = 'meridian_server_fiat';

const FIAT_CODE = /^[A-Z]{3,5}$/;

export interface FiatSyncInput {
  /** The curr_fiat cookie (null: none, or malformed). */
  stored: string | null;
  /** The server's curr_fiat: the account's for a session (user info), else the common data's. */
  server: string | undefined;
  /** The server's curr_fiat this browser heard last (SERVER_FIAT_COOKIE), null when never. */
  lastSeen: string | null;
  /** The fiats the site offers (the common data's fiat_list). */
  offered: readonly string[];
  /** 'Do not switch to fiat' is on (rate mode closed): the visitor asked for USD, no conversion. */
  noSwitch: boolean;
}

/**
 * Shell §4, "the fiat is updated when the server's curr_fiat differs" (docs/shell.md, Preferences): the fiat to store
 * instead of the visitor's, or null to keep it. The server wins when its answer is new to this
 * browser (the account's fiat was set elsewhere, or the server refused the stored one); a fiat
 * picked here after this browser heard the same answer is newer than it and stays.
 */
export function fiatFromServer({ stored, server, lastSeen, offered, noSwitch }: FiatSyncInput): string | null {
  if (!server || !FIAT_CODE.test(server) || !offered.includes(server)) return null;
  if (stored === null || stored === server || noSwitch) return null;
  return server === lastSeen ? null : server;
}
