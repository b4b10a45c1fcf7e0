import { create } from 'zustand';

/** Which header menu is open: one at a time (shell spec §4). */
interface MenuState {
  open: string | null;
  toggle: (id: string) => void;
  show: (id: string) => void;
  close: (id?: string) => void;
}

export const useHeaderMenu = create<MenuState>((set) => ({
  open: null,
  toggle: (id) => set((s) => ({ open: s.open === id ? null : id })),
  show: (id) => set({ open: id }),
  close: (id) => set((s) => (id === undefined || s.open === id ? { open: null } : s)),
}));
