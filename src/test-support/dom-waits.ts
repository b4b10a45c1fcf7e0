/**
 * Vitest setup: Testing Library's `findBy…`/`waitFor` give up after 1 s by default, which a loaded
 * two-core CI machine can pass while a lazy chunk or a mocked answer is still on its way. Waits get
 * 5 s here; a thing that never appears still fails the test, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
