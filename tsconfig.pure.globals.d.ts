// The few Web APIs that exist alike in browsers, Node and workers, declared for the layers checked
// without the DOM lib and Node types (tsconfig.pure.json). Only what those layers use; a new need
// is a conscious addition here, not a silent dependency on the browser or on Node.
declare global {
  class TextDecoder {
    constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
    decode(input?: ArrayBuffer | ArrayBufferView, options?: { stream?: boolean }): string;
  }
  class URLSearchParams {
    constructor(init?: string | Record<string, string> | [string, string][]);
    toString(): string;
  }
}
export {};
