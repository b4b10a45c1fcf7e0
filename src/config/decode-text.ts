import type { ConfigError } from './config-error';
import { CONFIG_LIMITS, positionOf, sizeError, type InputLimits } from './limits';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629: no overlong
 * forms, no surrogates, nothing above U+10FFFF), or -1. Only run once the decoder has refused.
 */
function firstInvalid(b: Uint8Array): number {
  for (let i = 0; i < b.length;) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === undefined || d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return -1;
}

/**
 * The text of a configuration file from its bytes. A file over the size limit is refused before
 * it is decoded; bytes that are not UTF-8 are an error at their line and column (Node's 'utf8'
 * reading turned them silently into U+FFFD, so a hostile file read differently in each tool).
 * A leading byte-order mark is dropped. Pure: the CLI readers and the Vite plugin pass the bytes.
 */
export function decodeConfigText(
  file: string,
  bytes: Uint8Array,
  limits: InputLimits = CONFIG_LIMITS,
): { text: string } | { error: ConfigError } {
  if (bytes.length > limits.chars) return { error: sizeError(file, bytes, limits) };
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    const offset = Math.max(0, firstInvalid(bytes));
    const { line, col: byteCol } = positionOf(bytes, offset);
    // The column counts characters, as everywhere else: decode the (valid) start of the line.
    const col = lenient.decode(bytes.subarray(offset - byteCol + 1, offset)).length + 1;
    const hex = bytes[offset]!.toString(16).padStart(2, '0');
    return {
      error: {
        file,
        line,
        col,
        path: '',
        message: `not valid UTF-8 (byte 0x${hex} at offset ${offset})`,
        severity: 'error',
        check: 'yaml',
      },
    };
  }
}
