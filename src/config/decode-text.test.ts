import { describe, expect, it } from 'vitest';
import { formatError } from './config-error';
import { decodeConfigText } from './decode-text';
import { CONFIG_LIMITS } from './limits';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
const errorOf = (b: Uint8Array) => {
  const r = decodeConfigText('sites/zz.yaml', b);
  return 'error' in r ? formatError(r.error) : `text ${JSON.stringify(r.text)}`;
};

// Issue 21 item 9: Node's 'utf8' reading replaced bad bytes with U+FFFD without a word.
describe('decodeConfigText', () => {
  it('decodes UTF-8 and drops a byte-order mark', () => {
    expect(errorOf(bytes([0xef, 0xbb, 0xbf], 'name: Café ✓ 𝄞\n'))).toBe('text "name: Café ✓ 𝄞\\n"');
  });

  it('names the first bad byte, its offset, and its line and column in characters', () => {
    expect(errorOf(bytes('a: 1\nname: "caf', [0xe9], '"\n'))).toBe('sites/zz.yaml:2:11 not valid UTF-8 (byte 0xe9 at offset 15)');
    expect(errorOf(bytes([0xef, 0xbb, 0xbf], 'é: ', [0xff]))).toBe('sites/zz.yaml:1:4 not valid UTF-8 (byte 0xff at offset 7)');
  });

  it('refuses overlong forms, surrogates, code points past U+10FFFF and a sequence cut at the end', () => {
    expect(errorOf(bytes('x', [0xc0, 0xaf]))).toBe('sites/zz.yaml:1:2 not valid UTF-8 (byte 0xc0 at offset 1)');
    expect(errorOf(bytes('x', [0xe0, 0x80, 0xaf]))).toBe('sites/zz.yaml:1:2 not valid UTF-8 (byte 0xe0 at offset 1)');
    expect(errorOf(bytes('x', [0xed, 0xa0, 0x80]))).toBe('sites/zz.yaml:1:2 not valid UTF-8 (byte 0xed at offset 1)');
    expect(errorOf(bytes('x', [0xf4, 0x90, 0x80, 0x80]))).toBe('sites/zz.yaml:1:2 not valid UTF-8 (byte 0xf4 at offset 1)');
    expect(errorOf(bytes('x\n', [0xe2, 0x9c]))).toBe('sites/zz.yaml:2:1 not valid UTF-8 (byte 0xe2 at offset 2)');
  });

  it('refuses a file over the size limit before decoding it', () => {
    const big = new Uint8Array(CONFIG_LIMITS.chars + 5).fill(0x78);
    big[CONFIG_LIMITS.chars + 1] = 0xff;
    expect(errorOf(big)).toBe('sites/zz.yaml:1:1048577 file has 1,048,581 bytes; the limit is 1,048,576 (1 MiB)');
  });
});
