import { createContext, useContext } from 'react';

/** What the app hands the dialogs (DialogHost props with their defaults filled in). */
export interface DialogEnv {
  /** Hosts a server link or router may point to: the current site's `anti` list. */
  allowedHosts: readonly string[];
  /** Full-page navigation (another site, or an allowed https host). */
  openUrl: (href: string) => void;
  /** The Turkey site. */
  turkeyHref: string;
}

export const DialogEnvContext = createContext<DialogEnv | null>(null);

export function useDialogEnv(): DialogEnv {
  const env = useContext(DialogEnvContext);
  if (!env) throw new Error('dialog components render inside <DialogHost>');
  return env;
}
