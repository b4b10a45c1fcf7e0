import type { Reporter } from './reporter';

/** Where error reports go: VITE_ERROR_REPORT_URL, or the embedded backend's collector in the demo. */
export const ERROR_REPORT_URL: string = import.meta.env.VITE_ERROR_REPORT_URL || '/__mock/error-reports';

export type LoadReporter = () => Promise<{ createReporter: (o: { endpoint: string }) => Reporter }>;

/**
 * Loads the error reporter (only now: a healthy page never downloads it) and reports `message`
 * with `tags` for `userId` (shell §8, through the filter of compliance §5). Never throws: a report
 * that cannot be sent is a warning in the console.
 */
export async function reportError(
  message: string,
  tags: Record<string, string>,
  userId: string | number | undefined,
  load: LoadReporter = () => import('./reporter'),
): Promise<void> {
  try {
    const { createReporter } = await load();
    const reporter = createReporter({ endpoint: ERROR_REPORT_URL });
    reporter.setUser(userId);
    await reporter.captureMessage(message, tags);
  } catch (e) {
    console.warn(`'${message}' not reported`, e);
  }
}
