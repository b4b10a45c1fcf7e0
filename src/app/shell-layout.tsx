import { memo, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from '../lib/router/router';
import { useDecision } from '../decision/decision-store';
import { BarSlots } from '../shell/bars/bar-slots';
import { HomePage } from '../shell/pages/home-page';
import { PageFrame } from '../shell/pages/page-frame';
import { DialogHost } from '../shell/dialogs/dialog-host';
// Every page but home, and the dialogs, are their own chunks (lazy-parts.tsx).
import {
  AuthPage,
  ComplianceTipsPage,
  FundPasswordSettings,
  GrowthTabBar,
  NotFoundPage,
  RegistrationModal,
  ReminderConfigPage,
  ReminderPage,
  TurkishLanguageDialog,
  WithdrawAction,
} from './lazy-parts';
import { FooterTips } from '../shell/footer-tips/footer-tips';
import { ChatHost, ChatSkipLink } from '../shell/chat/chat-host';
import { chartSymbolFromPath, LazyChart } from '../shell/chart/chart-lazy';
import { ComposedFooter } from './footer-composition';
import { loadLanguage, switchIfLoaded } from '../lib/i18n';
import type { PageRoute } from '../engine/page-routes';
import { Seo } from './seo';
import { linkClass } from '../shell/ui/controls';
import { CrashNotice } from '../shell/pages/error-boundary';
import { SlotBoundary } from '../shell/ui/slot-boundary';
import './shell-layout.css';
import { useLocalePath } from '../shell/ui/locale-link';

function Crash(): never {
  throw new Error('demo crash (?crash=1)');
}

/**
 * Header, bars, the page for the route, footer — and the redirects the Decision asks for. Memoised:
 * what it shows comes from its props and its own Decision and i18n subscriptions.
 */
export const ShellLayout = memo(function ShellLayout({
  route,
  path,
  search,
  barHeights,
  renderBar,
  crash,
  toolbar,
  header,
  allowedHosts,
}: {
  route: PageRoute;
  path: string;
  search: string;
  barHeights: Record<string, number>;
  renderBar: (id: string) => ReactNode;
  crash: boolean;
  toolbar: ReactNode;
  header: ReactNode;
  /** Hosts server-provided links may point to (the site's `anti` list). */
  allowedHosts: string[];
}) {
  const { t, i18n } = useTranslation();
  const localeRedirect = useDecision((d) => d.locale.redirect);
  const redirect = useDecision((d) => d.redirect);
  const localePath = useLocalePath();
  const lang = useDecision((d) => d.locale.tag);
  const dir = useDecision((d) => d.locale.dir);
  const siteName = useDecision((d) => d.site.name);
  const trade = useDecision((d) => d.header.find((i) => i.id === 'trade_menu')?.children?.find((c) => c.id === 'trade_spot'));

  // The shell root switches a loaded language with the Decision itself (one render pass); this
  // layout effect catches the rest before the frame is painted, and loads a language not yet here.
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    if (!switchIfLoaded(i18n, lang)) void loadLanguage(i18n, lang);
  }, [lang, dir, i18n]);

  if (localeRedirect) return <Navigate to={localeRedirect} replace />;
  if (redirect && redirect !== path) return <Navigate to={localePath(redirect)} replace />;

  const page =
    route.kind === 'home' ? (
      <HomePage siteName={siteName} trade={trade} />
    ) : route.kind === 'not-found' ? (
      <NotFoundPage />
    ) : route.kind === 'compliance-tips' ? (
      <ComplianceTipsPage />
    ) : route.kind === 'reminder' ? (
      <ReminderPage />
    ) : route.kind === 'reminder-config' ? (
      <ReminderConfigPage />
    ) : route.kind === 'login' || route.kind === 'signup' ? (
      <AuthPage type={route.kind} />
    ) : route.kind === 'withdraw' ? (
      <PageFrame title={route.title} path={`${path}${search}`}>
        <WithdrawAction />
      </PageFrame>
    ) : route.kind === 'security' ? (
      <PageFrame title={route.title} path={`${path}${search}`}>
        <FundPasswordSettings />
      </PageFrame>
    ) : route.kind === 'trade' || route.kind === 'pilot' ? (
      <PageFrame title={route.title} path={`${path}${search}`}>
        <LazyChart variant={route.kind === 'trade' ? 'platform' : 'simple'} symbol={chartSymbolFromPath(path)} />
      </PageFrame>
    ) : (
      <PageFrame title={route.title} path={`${path}${search}`} />
    );
  return (
    <div className="m-shell">
      <Seo title={route.title} />
      <a href="#content" className={linkClass(undefined, 'm-shell__skip')}>
        {t('app.shell.skip')}
      </a>
      <ChatSkipLink className="m-shell__skip" />
      <BarSlots heights={barHeights} render={renderBar} />
      {header}
      <main id="content" tabIndex={-1} className="m-shell__main">
        <GrowthTabBar path={path} />
        {/* The ?crash=1 demo stays outside the page's boundary: it shows the app-wide one. */}
        {crash ? (
          <Crash />
        ) : (
          <SlotBoundary
            name="page"
            resetKeys={[path]}
            fallback={<CrashNotice title={t('app.error.title')} text={t('app.error.text')} refresh={t('app.error.refresh')} />}
          >
            <Suspense fallback={null}>{page}</Suspense>
          </SlotBoundary>
        )}
      </main>
      <FooterTips allowedHosts={allowedHosts} />
      <ComposedFooter />
      <SlotBoundary name="turkish language dialog">
        <TurkishLanguageDialog />
      </SlotBoundary>
      <SlotBoundary name="registration dialog">
        <RegistrationModal />
      </SlotBoundary>
      <SlotBoundary name="dialog host">
        <DialogHost allowedHosts={allowedHosts} />
      </SlotBoundary>
      <SlotBoundary name="chat">
        <ChatHost />
      </SlotBoundary>
      {toolbar}
    </div>
  );
});
