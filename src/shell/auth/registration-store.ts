import { create } from 'zustand';

export type RegistrationType = 'login' | 'signup';

/**
 * The registration modal: hidden or visible, type login or signup, with a channel value (shell §4).
 * UI state, not a rule: whether Log In / Sign Up are offered at all is the Decision's.
 */
interface RegistrationState {
  open: boolean;
  type: RegistrationType;
  /** Where it was opened from ('web_header', 'web_drawer', …); sent with the call. */
  channel: string;
  show: (type: RegistrationType, channel: string) => void;
  switchTo: (type: RegistrationType) => void;
  close: () => void;
}

export const useRegistration = create<RegistrationState>((set) => ({
  open: false,
  type: 'login',
  channel: '',
  show: (type, channel) => set({ open: true, type, channel }),
  switchTo: (type) => set({ type }),
  close: () => set({ open: false }),
}));

/** Opens the registration modal: what the header, the drawer and the home page's Sign Up call. */
export const openRegistration = (type: RegistrationType, channel: string): void => useRegistration.getState().show(type, channel);
