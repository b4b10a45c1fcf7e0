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

/** `open` and `onOpenChange` for a Disclosure that shares the header's one-menu-open-at-a-time state. */
export function useHeaderMenuBinding(id: string): { open: boolean; onOpenChange: (open: boolean) => void } {
  // Subscribed to this menu alone: opening a mega-menu does not re-render the other menus.
  const open = useHeaderMenu((s) => s.open === id);
  const { show, close } = useHeaderMenu.getState();
  return { open, onOpenChange: (o: boolean) => (o ? show(id) : close(id)) };
}
