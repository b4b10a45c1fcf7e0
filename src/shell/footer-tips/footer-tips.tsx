import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useFooterTips } from '../../api/footer-tips-check';
import { useDecision } from '../../decision/decision-store';
import { afterInputOrLoadIdle } from '../../lib/after-load';
import { lazyNamed } from '../ui/lazy-named';
import { useNearViewport } from '../ui/use-near-viewport';

/** Tips below the fold wait for the visitor's first input, or this long after the load once the page is idle. */
export const TIPS_LATER_MS = 2000;

// The tips' view and DOMPurify load only when the server has tips (the home page's byte budget, docs/performance.md),
// and only when they are in view or about to be (useTipsWanted). Plain elements (no MUI).
const FooterTipList = lazyNamed(() => import('./footer-tip-list'), 'FooterTipList', { mui: false, ns: ['dialogs'] });

export interface FooterTipsProps {
  /** Hosts a tip's links and OK router may point to: the current site's `anti` list. */
  allowedHosts: readonly string[];
  /** Full-page navigation for a tip's https link. Default: window.location.assign. */
  openUrl?: (href: string) => void;
}

/**
 * Compliance §3.2, §7, §8: the tips of /api/web/v1/kyc/footerTipsCheck, above the footer. Whether
 * they show is the server's answer alone (a failure or a nonzero code gives none), so there is no rule.
 */
export function FooterTips({ allowedHosts, openUrl }: FooterTipsProps) {
  // In the page's language: the server writes the tips in it (shell §7).
  const tips = useFooterTips(useDecision((d) => d.locale.lang)).data;
  const slot = useRef<HTMLDivElement>(null);
  const wanted = useTipsWanted(slot, !!tips?.length);
  // Where the tips will be: an empty box the viewport is watched for (from the first render, as the tips may come later).
  if (!wanted) return <div ref={slot} data-testid="footer-tips-slot" />;
  if (!tips?.length) return null;
  return (
    <Suspense fallback={null}>
      <FooterTipList tips={tips} allowedHosts={allowedHosts} openUrl={openUrl} />
    </Suspense>
  );
}

/**
 * Whether the tips' view should load: at once when their place is in the viewport (a short page, a
 * phone scrolled down), else at the visitor's first input (pointer, key, touch, focus: a visitor who
 * scrolls with a wheel comes into view first) or `TIPS_LATER_MS` after the load when the page is idle.
 * So the UK home page, whose tips are below the fold, takes the view and DOMPurify (12 KB gzip) after
 * it is interactive, not before (docs/performance-method.md).
 */
function useTipsWanted(slot: RefObject<HTMLDivElement | null>, any: boolean): boolean {
  const near = useNearViewport(slot);
  const [later, setLater] = useState(false);
  useEffect(() => (any && !near && !later ? afterInputOrLoadIdle(() => setLater(true), TIPS_LATER_MS) : undefined), [any, near, later]);
  return near || later;
}
