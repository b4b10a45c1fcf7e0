import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/test-support/memory-storage';
import { checkFacts } from './facts-check';
import type { PreviewState } from './preview-state';
import { loadState, saveState, STORAGE_KEY } from './saved-state';
import { defaultScenario } from './scenario';

const a = defaultScenario(new Date('2026-03-10T12:00:00Z'));
const state: PreviewState = { view: 'rules', a, b: a, file: 'sites/tr.yaml' };

describe('the saved preview state', () => {
  it('lives under one versioned key and comes back with the edits', () => {
    const storage = memoryStorage();
    expect(saveState(storage, { state, edits: { 'sites/tr.yaml': 'x: 1\n' } })).toBe(true);
    expect(STORAGE_KEY).toBe('meridian-preview:v1');
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!).version).toBe(1);
    expect(loadState(storage, state, checkFacts)).toEqual({ state, edits: { 'sites/tr.yaml': 'x: 1\n' } });
  });

  it('ignores another version, broken JSON, invalid facts and a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, query: '?v=1&view=scenario&facts={}' }));
    expect(loadState(storage, state, checkFacts)).toBeNull();
    storage.setItem(STORAGE_KEY, '{nope');
    expect(loadState(storage, state, checkFacts)).toBeNull();
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, query: '?v=1&view=scenario&facts={"bogus":1}', edits: { f: 3 } }));
    expect(loadState(storage, state, checkFacts)).toEqual({ state: { ...state, view: 'scenario' }, edits: {} });
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadState(throwing, state, checkFacts)).toBeNull();
    expect(saveState(throwing, { state, edits: {} })).toBe(false);
  });
});
