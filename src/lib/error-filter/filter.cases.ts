import type { DropRule, ReportEvent } from './filter';

/** Conformance cases for the error-report filter: the event and the rule expected to drop it (null: reported). */
export const FILTER_CASES: { name: string; event: ReportEvent; rule: DropRule | null }[] = [
  {
    name: 'Googlebot',
    event: { message: 'x is undefined', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    rule: 'bot',
  },
  { name: 'Bingbot', event: { message: 'x', userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' }, rule: 'bot' },
  { name: 'headless Chrome', event: { message: 'x', userAgent: 'Mozilla/5.0 HeadlessChrome/120.0' }, rule: 'bot' },
  { name: 'AbortError by name', event: { name: 'AbortError', message: 'signal' }, rule: 'aborted' },
  { name: 'operation aborted message', event: { name: 'Error', message: 'The operation was aborted.' }, rule: 'aborted' },
  { name: 'ChunkLoadError by name', event: { name: 'ChunkLoadError', message: 'boom' }, rule: 'chunk_load' },
  { name: 'Loading chunk message', event: { message: 'Loading chunk 42 failed.' }, rule: 'chunk_load' },
  {
    name: 'dynamic import',
    event: { name: 'TypeError', message: 'Failed to fetch dynamically imported module: https://x/a.js' },
    rule: 'chunk_load',
  },
  {
    name: 'SecurityError on localStorage',
    event: { name: 'SecurityError', message: "Failed to read the 'localStorage' property from 'Window'" },
    rule: 'storage_access',
  },
  {
    name: 'SecurityError on sessionStorage',
    event: { name: 'SecurityError', message: 'The operation is insecure: sessionStorage' },
    rule: 'storage_access',
  },
  {
    name: 'access denied for this document',
    event: { name: 'Error', message: 'Access is denied for this document.' },
    rule: 'storage_access',
  },
  { name: 'chrome extension frame', event: { message: 'x', urls: ['chrome-extension://abc/content.js'] }, rule: 'extension' },
  {
    name: 'firefox extension in stack',
    event: { message: 'x', stack: 'Error: x\n  at moz-extension://abc/inject.js:1:2' },
    rule: 'extension',
  },
  { name: 'safari extension frame', event: { message: 'x', urls: ['safari-extension://abc/x.js'] }, rule: 'extension' },
  {
    name: 'a real TypeError',
    event: {
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'price')",
      urls: ['https://www.example.com/assets/app.js'],
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120',
    },
    rule: null,
  },
  { name: 'SecurityError not about storage', event: { name: 'SecurityError', message: 'Blocked a frame with origin' }, rule: null },
  {
    name: 'a user-agent that merely contains "bot" inside a word',
    event: { message: 'x', userAgent: 'Mozilla/5.0 (Linux; Android 14; Robotron) Chrome/120' },
    rule: null,
  },
];
