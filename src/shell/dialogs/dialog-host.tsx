import { Suspense, useMemo } from 'react';
import { useDecision } from '../../decision/decision-store';
import { buildHref, siteHomeHref } from '../../lib/site-links';
import { DialogEnvContext, type DialogEnv } from './dialog-env';
import { FOREIGN_DIALOGS, isHosted } from './hosted-dialogs';
import { lazyNamed } from '../ui/lazy-named';

// The dialogs, their texts and DOMPurify load only when a Decision opens one (DESIGN budgets).
const DialogView = lazyNamed(() => import('./dialog-views'), 'DialogView', { ns: ['dialogs'] });

export interface DialogHostProps {
  /** Hosts that server links and routers may point to: the current site's `anti` list. */
  allowedHosts: readonly string[];
  /** The Turkey site. Default: the tr site's first host (sites/tr.yaml) in production, `/?site=tr` in the demo build. */
  turkeyHref?: string;
  /**
   * Full-page navigation to another site or an allowed host. Default: window.location.assign; the
   * demo build keeps other sites' homes on its own origin (`?site=`, src/lib/site-links.ts).
   */
  openUrl?: (href: string) => void;
}

const assign = (href: string): void => window.location.assign(buildHref(href));

const warned = new Set<string>();

/**
 * Opens exactly the first dialog of the Decision (`dialogs[0]`), or nothing. Mount it once at shell
 * level. Closing a dialog stores what its `remember` says and the next Decision opens the next one.
 */
export function DialogHost({ allowedHosts, turkeyHref, openUrl }: DialogHostProps) {
  const dialog = useDecision((d) => d.dialogs[0]);
  const hostsKey = allowedHosts.join(' ');
  const env = useMemo<DialogEnv>(
    () => ({
      allowedHosts,
      openUrl: openUrl ?? assign,
      turkeyHref: turkeyHref ?? siteHomeHref('tr'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- allowedHosts by value
    [hostsKey, openUrl, turkeyHref],
  );

  if (!dialog) return null;
  if (!isHosted(dialog.id)) {
    if (!FOREIGN_DIALOGS.includes(dialog.id) && !warned.has(dialog.id)) {
      warned.add(dialog.id);
      console.warn(`DialogHost: no view for dialog "${dialog.id}"`);
    }
    return null;
  }
  return (
    <DialogEnvContext.Provider value={env}>
      <Suspense fallback={null}>
        <DialogView key={dialog.id} id={dialog.id} dialog={dialog} />
      </Suspense>
    </DialogEnvContext.Provider>
  );
}
