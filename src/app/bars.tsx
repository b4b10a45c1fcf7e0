import type { ReactNode } from 'react';
import { AnnouncementBar } from '../shell/bars/announcement-bar';
import type { BarView } from '../rules-model/view-registry';
import type { Decision } from '../generated/schema-types';
import { preloadable, preloadedPart } from '../shell/ui/preloadable';

// Every bar but the announcement is in one chunk of its own (rare-bars.tsx; docs/performance-method.md,
// issue 41): a home page without them does not download them. Where the first Decision shows one,
// the boot loads the chunk before the first render (preloadBars), so it is there from the first
// paint; a bar a later Decision shows arrives with the chunk, its slot keeping the bar's height meanwhile.
const rareBars = preloadable(() => import('./rare-bars'));
const AppBanner = preloadedPart(rareBars, 'AppBanner');
const KycTopBar = preloadedPart(rareBars, 'KycTopBar');
const IpLimitBar = preloadedPart(rareBars, 'IpLimitBar');
const ComplianceFloat = preloadedPart(rareBars, 'ComplianceFloat');

/** Content of each bar of the view registry (a bar the registry lists has an entry here, and no other). */
const BARS: Record<BarView, () => ReactNode> = {
  announcement: () => <AnnouncementBar />,
  app_download: () => <AppBanner />,
  kyc_top: () => <KycTopBar />,
  ip_limit: () => <IpLimitBar />,
  compliance_float: () => <ComplianceFloat />,
};

const isBarView = (id: string): id is BarView => Object.hasOwn(BARS, id);

/** Loads the bars the Decision shows that are a chunk of their own, so the first render has them (render-app.tsx); a failed load is retried on render. */
export function preloadBars(decision: Pick<Decision, 'bars'>): Promise<unknown> {
  return decision.bars.some((id) => id !== 'announcement' && isBarView(id)) ? rareBars.load().catch(() => undefined) : Promise.resolve();
}

/** Content of each bar the Decision lists (BarSlots gives each its slot, in the Decision's order); null without a view. */
export function renderBar(id: string): ReactNode {
  return isBarView(id) ? BARS[id]() : null;
}
