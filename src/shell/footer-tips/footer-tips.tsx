import { Suspense } from 'react';
import { useFooterTips } from '../../api/footer-tips-check';
import { useDecision } from '../../decision/decision-store';
import { lazyNamed } from '../ui/lazy-named';

// The tips' view and DOMPurify load only when the server has tips (the home page's byte budget, docs/performance.md).
// Plain elements (no MUI): the UK site shows its tips with the first paint.
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
  if (!tips?.length) return null;
  return (
    <Suspense fallback={null}>
      <FooterTipList tips={tips} allowedHosts={allowedHosts} openUrl={openUrl} />
    </Suspense>
  );
}
