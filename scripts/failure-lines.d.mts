/** See failure-lines.mjs. */
export function failureLines(message: unknown, file: string, cwd: string): string;
