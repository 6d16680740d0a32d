import { afterEach, vi } from 'vitest';
// toBeInTheDocument(), toBeDisabled()… on every test's expect; harmless where there is no DOM.
import '@testing-library/jest-dom/vitest';

// The project runs its files in shared workers (isolate off, vitest.config.ts): the libraries stay
// loaded between files, our own modules load afresh for each, so a file's vi.mock applies to them.
vi.resetModules();

// jsdom has no layout, so no ResizeObserver; Radix (Switch, Popover) only needs it to exist.
if (typeof window !== 'undefined' && !('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has neither media queries nor scrolling. Screens ask for both (the phone layout, the
// route change's scroll to top): no query matches (the desktop layout), scrolling does nothing.
// A test that needs a phone stubs `matchMedia` itself.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        media: query,
        matches: false,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => undefined;
}

// Testing Library's findBy… and waitFor give up after 1 s by default; a screen's first render
// loads its lazy chunks through the transformer, which takes longer on the busy test machine (over 10 s seen with the load at 20).
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
  // Here, not in the render helpers: a setup file runs for every test file, a helper module only
  // when first imported (the web project shares modules between files: isolate is off).
  // Files share one document too: what a test stored or stubbed goes with it.
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });
}
