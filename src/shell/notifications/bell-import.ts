import { loadNamespaces } from '../../lib/i18n-later';

/**
 * The notification bell, a session's header part, loaded on demand with its English text (no React
 * here: the boot's first half may start the download). The module is handed over once both are in,
 * so the bell's first render has its text (useNamespaces in NotificationBell does not suspend).
 */
export const importBell = () => Promise.all([import('./notification-bell'), loadNamespaces(['notifications'])]).then(([m]) => m);
