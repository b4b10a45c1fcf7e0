import { describe, expect, it } from 'vitest';
import { pickPair } from './diff-bench';

describe('pickPair', () => {
  it('takes the newest pair whose diff decides a scenario, skipping those that decide none', async () => {
    const tried: string[] = [];
    const decided = { c3: 0, c2: 0, c1: 48 } as Record<string, number>;
    const pair = await pickPair(['c3', 'c2', 'c1'], async (p) => {
      tried.push(p);
      return decided[p]!;
    });
    expect(pair).toBe('c1');
    expect(tried).toEqual(['c3', 'c2', 'c1']);
  });

  it('is null with no pair to try (a clone without two configuration revisions)', async () => {
    await expect(pickPair([], async () => 1)).resolves.toBeNull();
  });

  it('fails loudly when every pair decides nothing: the row would measure nothing', async () => {
    await expect(pickPair(['a', 'b'], async () => 0)).rejects.toThrow(
      'none of the 2 latest configuration commits changes a decided scenario',
    );
  });
});
