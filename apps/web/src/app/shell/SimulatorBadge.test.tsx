import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { DEFAULT_APP_CONFIG } from '../../lib/app-config';
import { Header } from './Header';
import { SimulatorBadge } from './SimulatorBadge';
import { queryKeys } from '../../lib/query-keys';

function render(node: ReactNode, simulator: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.appConfig, { ...DEFAULT_APP_CONFIG, simulator });
  client.setQueryData(queryKeys.session, null);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

const classOf = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*class="([^"]*)"`).exec(html)?.[1] ?? '';

describe('simulator badge', () => {
  it('floats with its label on desktop only', () => {
    const html = render(<SimulatorBadge />, true);
    expect(html).toContain(ko.app.simulatorBadge);
    expect(classOf(html, 'simulator-badge').split(' ')).toEqual(
      expect.arrayContaining(['fixed', 'hidden', 'md:inline-flex']),
    );
  });

  it('sits compact on the logo in the header on phones, still named for screen readers', () => {
    const html = render(<Header />, true);
    const cls = classOf(html, 'simulator-badge-compact').split(' ');
    expect(cls).toEqual(expect.arrayContaining(['absolute', 'md:hidden', 'pointer-events-none']));
    expect(cls).not.toContain('fixed');
    expect(html).toContain(`title="${ko.app.simulatorBadgeTitle}"`);
    expect(html).toContain(`${ko.app.simulatorBadge} ${ko.app.simulatorBadgeTitle}`);
  });

  it('shows nothing outside simulator mode', () => {
    expect(render(<SimulatorBadge />, false)).toBe('');
    expect(render(<Header />, false)).not.toContain('simulator-badge');
  });
});
