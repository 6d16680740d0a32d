import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Keeps the router's path and query (now and every one seen) where a test can read them. */
function LocationProbe({ into }: { into: { current: string; seen: string[] } }) {
  const location = useLocation();
  into.current = location.pathname + location.search;
  if (into.seen.at(-1) !== into.current) into.seen.push(into.current);
  return null;
}

/**
 * Renders a screen into the jsdom document with what the app wraps it in (a query client that
 * never retries, a router at `path`) and a user-event session to drive it.
 * `seed` fills the query cache first, as if the answers had already come; `where()` is the path
 * and query the screen navigated to, `visited()` every one it passed through.
 */
export function renderScreen(
  node: ReactNode,
  { path = '/', seed }: { path?: string; seed?: (client: QueryClient) => void } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  seed?.(client);
  const user = userEvent.setup();
  const location = { current: path, seen: [path] };
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={node} />
        </Routes>
        <LocationProbe into={location} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, client, where: () => location.current, visited: () => location.seen, ...view };
}
