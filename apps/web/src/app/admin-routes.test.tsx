import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '@seller/shared/constants/roles';
import * as ko from '@seller/shared/messages/sections';
import { routes } from './router';
import { screenForPath } from './route-table';
import { queryKeys } from '../lib/query-keys';

/** Renders the real route tree at a path for a signed-in role, once the lazy chunks loaded. */
async function renderAt(path: string, role: Role) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.session, {
    mbrSn: 1,
    mbrEmail: 'm@example.com',
    mbrNm: 'm',
    mbrAtrbCd: role,
    psitnGrpcoCd: null,
    psitnGrpcoSn: null,
    mbrTpCd: 'EMAIL',
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
  const html = renderToString(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
  router.dispose();
  return html;
}

// The first render loads the lazy screen modules (transformed on demand): seconds on a busy machine.
describe('administration screens', { timeout: 30_000 }, () => {
  it('mounts them in place of the temporary page', () => {
    for (const path of [
      '/agencyMenu/agencyGrupAddMember',
      '/agencyMenu/coinAdditionalMngt',
      '/coinManagementV1',
      '/coinManagement',
    ]) {
      expect(screenForPath(path).screen, path).not.toBe('temporary');
    }
  });

  it('agency registration: e-mail search, company name and memo, register; the sub-menu', async () => {
    const html = await renderAt('/agencyMenu/agencyGrupAddMember', 'MNGR_MBR');
    expect(html).toContain('data-testid="agency-register"');
    expect(html).toContain(ko.agencyUi.registerTextManager);
    expect(html).toContain('data-testid="agency-email"');
    expect(html).toContain('data-testid="agency-company"');
    expect(html).toContain('data-testid="agency-memo"');
    expect(html).toContain('href="/agencyMenu/coinAdditionalMngt"');
  });

  it('an agency member gets the invitation screen: e-mail, company, memo, its sent invitations; no direct registration', async () => {
    const html = await renderAt('/agencyMenu/agencyGrupAddMember', 'MNPY_MBR');
    expect(html).toContain('data-testid="agency-invite"');
    expect(html).toContain(ko.agencyUi.inviteText);
    expect(html).toContain(ko.agencyUi.inviteConsentNote);
    for (const id of ['invite-email', 'invite-company', 'invite-memo', 'invite-submit'])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain(ko.agencyUi.invitationsTitle);
    expect(html).not.toContain('data-testid="agency-register-submit"');
    expect(html).toContain('href="/agencyMenu/coinAdditionalMngt"');
  });

  it('agency management: the filter panel with the period buttons, 일별 selected on load', async () => {
    const html = await renderAt('/agencyMenu/coinAdditionalMngt', 'MNPY_MBR');
    expect(html).toContain('data-testid="admin-screen-agency"');
    expect(html).toContain(ko.agencyUi.manageTextAgency);
    for (const label of Object.values(ko.memberAdminUi.period)) expect(html).toContain(label);
    expect(html).toMatch(/data-testid="period-day" aria-pressed="true"/);
    expect(html).toMatch(/data-testid="period-week" aria-pressed="false"/);
    expect(html).toContain(ko.memberAdminUi.reset);
    expect(html).toContain(ko.memberAdminUi.startDate);
    expect(html).toContain(ko.memberAdminUi.endDate);
  });

  it('member management for managers, with the audit log; agency members are turned away', async () => {
    const html = await renderAt('/coinManagementV1', 'MNGR_MBR');
    expect(html).toContain('data-testid="admin-screen-members"');
    expect(html).toContain(ko.memberAdminUi.auditTitle);
    expect(await renderAt('/coinManagementV1', 'MNPY_MBR')).not.toContain(
      'data-testid="admin-screen-members"',
    );
  });

  it('simple coin admin: e-mail search', async () => {
    const html = await renderAt('/coinManagement', 'MNGR_MBR');
    expect(html).toContain('data-testid="simple-coin-admin"');
    expect(html).toContain('data-testid="simple-email"');
    expect(await renderAt('/coinManagement', 'GNRL_MBR')).not.toContain('data-testid="simple-coin-admin"');
  });
});
