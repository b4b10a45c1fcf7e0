// The few Web APIs that exist alike in browsers, Node and workers, declared for the layers checked
// without the DOM lib and Node types (tsconfig.pure.json). Only what those layers use; a new need
// is a conscious addition here, not a silent dependency on the browser or on Node.
declare global {
  class TextDecoder {
    constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
    decode(input?: ArrayBuffer | ArrayBufferView, options?: { stream?: boolean }): string;
  }
  class TextEncoder {
    encode(input?: string): Uint8Array<ArrayBuffer>;
  }
  function atob(data: string): string;
  function btoa(data: string): string;
  /** Web Crypto's digest and Ed25519 verification (src/config/bundle/digest.ts): rule bundles are checked in the browser and in Node alike. */
  interface CryptoKey {
    readonly type: string;
  }
  interface SubtleCrypto {
    digest(algorithm: string, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
    importKey(
      format: 'raw',
      keyData: Uint8Array<ArrayBuffer>,
      algorithm: { name: string },
      extractable: boolean,
      usages: string[],
    ): Promise<CryptoKey>;
    verify(
      algorithm: { name: string },
      key: CryptoKey,
      signature: Uint8Array<ArrayBuffer>,
      data: Uint8Array<ArrayBuffer>,
    ): Promise<boolean>;
  }
  var crypto: { readonly subtle: SubtleCrypto };
  class URLSearchParams {
    constructor(init?: string | Record<string, string> | [string, string][]);
    toString(): string;
  }
}
export {};
