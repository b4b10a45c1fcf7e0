import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '../ui/controls';
import '../ui/look.css';
import './error-boundary.css';

/**
 * 'Something went wrong' with a Refresh button that reloads the page (shell spec §8). Texts come
 * in as props: the boundary must not depend on anything that may itself have failed, so it is
 * plain elements on look.css (it renders outside the providers).
 */
export class ErrorBoundary extends Component<{ title: string; text: string; refresh: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('shell error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="m-crash" data-testid="error-boundary">
        <h1 className="m-crash__title">{this.props.title}</h1>
        <p className="m-crash__text">{this.props.text}</p>
        <button type="button" className={buttonClass({ variant: 'contained' }, 'm-crash__refresh')} onClick={() => window.location.reload()}>{this.props.refresh}</button>
      </div>
    );
  }
}
