import { createTwoFilesPatch, structuredPatch } from 'diff';

export interface DiffLine {
  kind: 'hunk' | 'add' | 'del' | 'same';
  text: string;
  /** Line in the bundled file (del, same) and in the edited one (add, same). */
  oldLine?: number;
  newLine?: number;
}

/** The edited file against the bundled one, as unified-diff lines with line numbers. */
export function fileDiff(before: string, after: string, context = 3): DiffLine[] {
  const patch = structuredPatch('a', 'b', before, after, undefined, undefined, { context });
  const out: DiffLine[] = [];
  for (const h of patch.hunks) {
    out.push({ kind: 'hunk', text: `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@` });
    let o = h.oldStart;
    let n = h.newStart;
    for (const l of h.lines) {
      const text = l.slice(1);
      if (l.startsWith('+')) out.push({ kind: 'add', text, newLine: n++ });
      else if (l.startsWith('-')) out.push({ kind: 'del', text, oldLine: o++ });
      else if (l.startsWith(' ')) out.push({ kind: 'same', text, oldLine: o++, newLine: n++ });
    }
  }
  return out;
}

/** A unified diff a reviewer can apply with `git apply` (paths as in the repository). */
export function unifiedPatch(file: string, before: string, after: string): string {
  return createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after);
}
