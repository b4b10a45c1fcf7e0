import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered after each test by itself only when Vitest's globals
// are on, and they are off here. Without it a file's trees live on until its jsdom is torn down, and
// work React scheduled for them (a fetch's answer, a timer) can run after `window` is gone: an
// "Uncaught ReferenceError: window is not defined" that fails the run though every test passed.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
