import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '@seller/shared/constants/roles';
import { routes } from '../app/router';
import { queryKeys } from '../lib/query-keys';

export type Visitor = Role | 'anonymous' | 'unknown';

/**
 * Renders the app's real route tree (lazy chunks, guard, shell) at `path` into the jsdom document,
 * as `visitor` (`unknown`: the session answer has not come yet). The API is never reached: every
 * call stays pending, so the screens show what they show before their data arrives.
 * `router.state.location` tells where the guard sent the visitor.
 */
export function renderRoute(path: string, visitor: Visitor) {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (visitor === 'anonymous') client.setQueryData(queryKeys.session, null);
  else if (visitor !== 'unknown') {
    client.setQueryData(queryKeys.session, {
      mbrSn: 1,
      mbrEmail: 'm@example.com',
      mbrNm: 'm',
      mbrAtrbCd: visitor,
      psitnGrpcoCd: null,
      psitnGrpcoSn: null,
      mbrTpCd: 'EMAIL',
    });
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, client, where: () => router.state.location.pathname };
}
