/** The estimated balance, a session's header part, loaded on demand (no React here: the boot's first half may start the download). */
export const importBalance = () => import('./account-balance');
