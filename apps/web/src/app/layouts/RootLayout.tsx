import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { ChatButton } from '../shell/ChatButton';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { LocalBanner } from '../shell/LocalBanner';
import { SimulatorBadge } from '../shell/SimulatorBadge';

/**
 * Spec 01 §2.1: every navigation starts at the top of the page. In-page anchors (#section) are
 * left to the browser, which scrolls to their target.
 */
function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}

/** A thin bar while the next route's chunk loads (the old page stays until it is ready). */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={ko.ui.pageLoading}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-brand-500" />
    </div>
  );
}

const MAIN_ID = 'main';

/**
 * 본문 바로가기: moves focus to the page's main element (issue 39 §2). Following the #main link
 * alone moved none: the main element could not take focus, so the next Tab went through the
 * header again.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {ko.ui.skipToContent}
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a page that grows as its
          data arrives never pushes a visible footer down (layout shift, bench/README.md). */}
      {/* tabIndex -1: focusable by the skip link (and by script), not a Tab stop of its own. */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ChatButton />
      <SimulatorBadge />
      <LocalBanner />
    </div>
  );
}
