import { create } from 'zustand';

/**
 * Client state that changes decisions without being stored: dialogs the visitor asked for and
 * dialogs closed in this page view. `storageVersion` moves when an acknowledgement is written,
 * so facts that read cookies and storage are rebuilt.
 */
interface ShellState {
  intents: string[];
  dismissed: string[];
  storageVersion: number;
  request: (dialog: string) => void;
  dismiss: (dialog: string) => void;
  stored: () => void;
}

export const useShellState = create<ShellState>((set) => ({
  intents: [],
  dismissed: [],
  storageVersion: 0,
  // Asking again for a dialog closed earlier in this page view opens it again.
  request: (dialog) =>
    set((s) => ({ intents: [...s.intents.filter((x) => x !== dialog), dialog], dismissed: s.dismissed.filter((x) => x !== dialog) })),
  dismiss: (dialog) => set((s) => ({ dismissed: [...new Set([...s.dismissed, dialog])], intents: s.intents.filter((x) => x !== dialog) })),
  stored: () => set((s) => ({ storageVersion: s.storageVersion + 1 })),
}));
