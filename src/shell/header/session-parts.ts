// The header's parts only a session sees (the profile card, the logout menu and the phone drawer's
// account block): a chunk of their own, so a visitor's home page does not download them
// (docs/performance-method.md). Loaded through session-items.ts.
export { DrawerAccount, DrawerAccountActions } from './drawer-account';
export { LogoutIcon, LogoutMenu } from './logout-menu';
export { ProfileCard } from './profile-card';
export { ProfileAvatar } from './profile-identity';
