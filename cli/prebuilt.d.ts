export const repoRoot: string;
export const distFile: string;
export const manifestFile: string;
export const buildHint: string;
export function whyNotCurrent(): string | null;
export function ensureCurrent(): void;
export function sha256(bytes: Uint8Array): string;
