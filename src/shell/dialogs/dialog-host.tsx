import { Suspense, useEffect, useMemo } from 'react';
import { useDecision, useDecisionFacts } from '../../decision/decision-store';
import { reportError } from '../../lib/error-report/report-error';
import { buildHref, siteHomeHref } from '../../lib/site-links';
import { firstWithView, hasDialogView } from '../../rules-model/dialog-view-ids';
import { DialogEnvContext, type DialogEnv } from './dialog-env';
import { FOREIGN_DIALOGS } from './hosted-dialogs';
import { lazyNamed } from '../ui/lazy-named';

// The dialogs, their texts and DOMPurify load only when a Decision opens one (the home page's byte budget, docs/performance.md).
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

/** Dialog ids reported as having no view, once per page. */
const reported = new Set<string>();

/**
 * Opens exactly the first dialog of the Decision that this build has a view for, or nothing. Mount
 * it once at shell level. Closing a dialog stores what its `remember` says and the next Decision
 * opens the next one. A dialog without a view (a configuration ahead of the build: the preview's
 * editor, a bundle past its checks) never holds the queue: it is skipped and reported once.
 */
export function DialogHost({ allowedHosts, turkeyHref, openUrl }: DialogHostProps) {
  const dialogs = useDecision((d) => d.dialogs);
  const viewless = dialogs.filter((d) => !hasDialogView(d)).map((d) => d.id);
  const dialog = firstWithView(dialogs);
  const uid = useDecisionFacts().user?.uid;
  const viewlessKey = viewless.join(' ');
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
  useEffect(() => {
    for (const id of viewless) {
      if (reported.has(id)) continue;
      reported.add(id);
      void reportError(`dialog "${id}" has no view in this build; skipped`, { area: 'dialogs', dialog: id }, uid);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- viewless by value; uid as it was then
  }, [viewlessKey]);

  if (!dialog || FOREIGN_DIALOGS.includes(dialog.id)) return null;
  return (
    <DialogEnvContext.Provider value={env}>
      <Suspense fallback={null}>
        <DialogView key={dialog.id} dialog={dialog} />
      </Suspense>
    </DialogEnvContext.Provider>
  );
}
