import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/**
 * One slot of the shell (a page, the dialogs, the chat, a mega-menu panel, a bar): a crash inside
 * it is logged and shows `fallback` (nothing by default) in its place, so the header, the footer
 * and the other slots stay. `resetKeys` (e.g. the path) try the slot again when they change.
 */
export function SlotBoundary({
  name,
  fallback = null,
  resetKeys,
  children,
}: {
  name: string;
  fallback?: ReactNode;
  resetKeys?: unknown[];
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={fallback}
      resetKeys={resetKeys}
      onError={(error, info) => console.error(`${name} failed`, error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}
