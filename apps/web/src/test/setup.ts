// toBeInTheDocument(), toBeDisabled()… on every test's expect; harmless where there is no DOM.
import '@testing-library/jest-dom/vitest';
