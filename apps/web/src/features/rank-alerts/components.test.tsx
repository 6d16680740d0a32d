import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { type AlertSettingsAnswer, DEFAULT_ALERT_RULES } from '@seller/shared/schemas/rank-alerts';
import { AlertSettingsSection } from './AlertSettingsSection';
import { NotificationBell } from './components/NotificationBell';
import { queryKeys } from '../../lib/query-keys';

// Server rendering in node: what the bell and the settings show for given answers.
function render(node: React.ReactNode, seed: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('notification bell', () => {
  it('shows the unread count in its badge and its label', () => {
    const html = render(<NotificationBell />, (c) => c.setQueryData(queryKeys.rankAlerts.unread, 3));
    expect(html).toContain(`aria-label="${ko.rankAlerts.bellUnread(3)}"`);
    expect(html).toMatch(/data-testid="notification-count"[^>]*>3</);
  });

  it('shows no badge without unread alerts and caps a big count', () => {
    expect(render(<NotificationBell />, (c) => c.setQueryData(queryKeys.rankAlerts.unread, 0))).not.toContain(
      'notification-count',
    );
    expect(render(<NotificationBell />, (c) => c.setQueryData(queryKeys.rankAlerts.unread, 250))).toMatch(
      /data-testid="notification-count"[^>]*>99\+</,
    );
  });
});

describe('alert settings in my page', () => {
  const answer: AlertSettingsAnswer = {
    rules: { ...DEFAULT_ALERT_RULES },
    overrides: [
      {
        kind: 'goods',
        id: 4,
        title: '캠핑 의자',
        rules: { ...DEFAULT_ALERT_RULES, dropBy: 3, topN: null, outOfRange: false },
      },
    ],
    email: 'seller@example.com',
    mailAvailable: true,
  };

  it('shows the rules, the digest address and products with their own rules', () => {
    const html = render(<AlertSettingsSection />, (c) =>
      c.setQueryData(queryKeys.rankAlerts.settings, answer),
    );
    expect(html).toContain(ko.rankAlerts.enabled);
    expect(html).toContain(ko.rankAlerts.digestTo('seller@example.com'));
    expect(html).toContain('캠핑 의자');
    expect(html).toContain('3계단 이상 하락');
    expect(html).toContain('data-testid="override-reset"');
  });

  it('says when mail cannot be sent and there are no own rules', () => {
    const html = render(<AlertSettingsSection />, (c) =>
      c.setQueryData(queryKeys.rankAlerts.settings, { ...answer, overrides: [], mailAvailable: false }),
    );
    expect(html).toContain(ko.rankAlerts.digestUnavailable);
    expect(html).toContain(ko.rankAlerts.overridesEmpty);
  });
});
