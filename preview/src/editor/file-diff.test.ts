import { describe, expect, it } from 'vitest';
import { fileDiff, unifiedPatch } from './file-diff';

describe('fileDiff', () => {
  it('shows nothing for an unchanged file', () => {
    expect(fileDiff('a\nb\n', 'a\nb\n')).toEqual([]);
  });

  it('numbers removed, added and context lines in the bundled and edited files', () => {
    const before = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'].join('\n');
    const after = before.replace('five', 'FIVE').replace('eight', 'eight\nnine');
    const lines = fileDiff(before, after, 1);
    expect(lines[0]).toEqual({ kind: 'hunk', text: '@@ -4,5 +4,6 @@' });
    expect(lines).toContainEqual({ kind: 'del', text: 'five', oldLine: 5 });
    expect(lines).toContainEqual({ kind: 'add', text: 'FIVE', newLine: 5 });
    expect(lines).toContainEqual({ kind: 'add', text: 'nine', newLine: 9 });
    expect(lines).toContainEqual({ kind: 'same', text: 'four', oldLine: 4, newLine: 4 });
  });

  it('writes a patch with repository paths', () => {
    expect(unifiedPatch('rules/header.yaml', 'a\n', 'b\n')).toContain('--- a/rules/header.yaml\n+++ b/rules/header.yaml');
  });
});
