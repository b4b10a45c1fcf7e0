// The header's parts only a session sees (the profile card and the logout menu): a chunk of their
// own, so a visitor's home page does not download them (docs/performance.md). Loaded through
// session-items.ts.
export { LogoutIcon, LogoutMenu } from './logout-menu';
export { ProfileAvatar, ProfileCard } from './profile-card';
