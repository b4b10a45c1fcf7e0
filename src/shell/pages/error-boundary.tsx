import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * 'Something went wrong' with a Refresh button that reloads the page (shell spec §8). Texts come
 * in as props: the boundary must not depend on anything that may itself have failed.
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
      <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', px: 3, py: 10, textAlign: 'center' }} data-testid="error-boundary">
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>{this.props.title}</Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{this.props.text}</Typography>
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.reload()}>{this.props.refresh}</Button>
      </Box>
    );
  }
}
