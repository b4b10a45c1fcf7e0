import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { buttonClass } from '../ui/controls';
import '../ui/look.css';
import './error-boundary.css';

export interface CrashTexts {
  title: string;
  text: string;
  refresh: string;
}

/**
 * 'Something went wrong' with a Refresh button that reloads the page (shell spec §8). Texts come
 * in as props: the fallback must not depend on anything that may itself have failed, so it is
 * plain elements on look.css (the app-wide one renders outside the providers).
 */
export function CrashNotice({ title, text, refresh }: CrashTexts) {
  return (
    <div role="alert" className="m-crash" data-testid="error-boundary">
      <h1 className="m-crash__title">{title}</h1>
      <p className="m-crash__text">{text}</p>
      <button type="button" className={buttonClass({ variant: 'contained' }, 'm-crash__refresh')} onClick={() => window.location.reload()}>
        {refresh}
      </button>
    </div>
  );
}

/** The last line of defence around the whole app: a crash no slot caught shows CrashNotice. */
export function AppErrorBoundary({ children, ...texts }: CrashTexts & { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={<CrashNotice {...texts} />}
      onError={(error, info) => console.error('shell error', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}
