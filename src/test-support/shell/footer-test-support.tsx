import { cleanup } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { pageDownloadLinksQueryOptions, type PageDownloadLinks } from '../../api/page-download-links';
import { useShellState } from '../../decision/shell-state';
import type { Facts } from '../../generated/schema-types';
import { renderShell } from '../render-shell';

/** Test-only helpers for the footer tests. */

export const LINKS: PageDownloadLinks = {
  '/': {
    web: { c: 'https://download.meridian.example/home?c=web', overseas_apk: 'https://download.meridian.example/android/meridian.apk' },
  },
};

export function setupFooterTests(): void {
  beforeEach(() => useShellState.setState({ intents: [], dismissed: [], storageVersion: 0 }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** renderShell with the download links already answered (no network). */
export function renderFooter(ui: ReactNode, facts: Facts = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(pageDownloadLinksQueryOptions().queryKey, LINKS);
  return renderShell(ui, { facts, queryClient });
}
