// toBeInTheDocument(), toBeDisabled()… on every test's expect; harmless where there is no DOM.
import '@testing-library/jest-dom/vitest';

// jsdom has no layout, so no ResizeObserver; Radix (Switch, Popover) only needs it to exist.
if (typeof window !== 'undefined' && !('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
