/**
 * Vitest setup: each test is a new page view, so what lib/storage kept in memory for a value
 * storage refused (a test that makes storage throw) does not leak into the next test.
 */
import { afterEach } from 'vitest';
import { localStore } from '../lib/storage';

afterEach(() => localStore.forget());
