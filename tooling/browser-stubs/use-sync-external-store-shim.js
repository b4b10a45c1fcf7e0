// Browser build only (vite.config.ts aliases `use-sync-external-store/shim` here). react-i18next
// imports the shim, whose export is React's own useSyncExternalStore whenever React has one (React
// 18 and later); the site runs React 19, so the shim's fallback for older Reacts is dead code.
export { useSyncExternalStore } from 'react';
