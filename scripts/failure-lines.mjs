/**
 * A failure in the few lines a CI summary keeps: the message's first line, what a browser call was
 * waiting for (Playwright's call log), and where in the test file it failed — every frame in that
 * file, innermost first (a helper's line, then the test's). Paths are shown relative to `cwd`.
 */
export function failureLines(message, file, cwd) {
  const lines = String(message ?? '').split('\n');
  const waiting = lines.find((l) => /^\s*-?\s*waiting for /.test(l));
  const frames = lines.flatMap((l) => {
    const m = l.includes(file) && /:(\d+):\d+\)?\s*$/.exec(l);
    return m ? [m[1]] : [];
  });
  const at = frames.length > 0 && `at ${file.replace(`${cwd}/`, '')}:${frames.join(' ← ')}`;
  return [lines[0], waiting, at]
    .filter(Boolean)
    .map((l) => `     ${l.trim().slice(0, 300)}`)
    .join('\n');
}
