// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderRoute } from '../test/render-route';
import { screenForPath } from './route-table';

describe('administration screens', () => {
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

  it('agency registration for managers: e-mail search, company name and memo; the sub-menu leads on', async () => {
    const { user, where } = renderRoute('/agencyMenu/agencyGrupAddMember', 'MNGR_MBR');
    expect(await screen.findByTestId('agency-register')).toHaveTextContent(ko.agencyUi.registerTextManager);
    for (const id of ['agency-email', 'agency-company', 'agency-memo'])
      expect(screen.getByTestId(id)).toBeInTheDocument();
    expect(screen.queryByTestId('agency-invite')).toBeNull();
    await user.click(screen.getByRole('link', { name: ko.routes.coinAdditionalMngt }));
    await waitFor(() => expect(where()).toBe('/agencyMenu/coinAdditionalMngt'));
    expect(await screen.findByTestId('admin-screen-agency')).toBeInTheDocument();
  });

  it('an agency member gets the invitation screen, not direct registration', async () => {
    renderRoute('/agencyMenu/agencyGrupAddMember', 'MNPY_MBR');
    const invite = await screen.findByTestId('agency-invite');
    expect(invite).toHaveTextContent(ko.agencyUi.inviteText);
    expect(invite).toHaveTextContent(ko.agencyUi.inviteConsentNote);
    for (const id of ['invite-email', 'invite-company', 'invite-memo', 'invite-submit'])
      expect(screen.getByTestId(id)).toBeInTheDocument();
    expect(screen.getByText(ko.agencyUi.invitationsTitle)).toBeInTheDocument();
    expect(screen.queryByTestId('agency-register-submit')).toBeNull();
  });

  it('agency management: 일별 selected on load, another period takes its place', async () => {
    const { user } = renderRoute('/agencyMenu/coinAdditionalMngt', 'MNPY_MBR');
    expect(await screen.findByTestId('admin-screen-agency')).toHaveTextContent(ko.agencyUi.manageTextAgency);
    expect(screen.getByTestId('period-day')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('period-week')).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByTestId('period-week'));
    expect(screen.getByTestId('period-week')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('period-day')).toHaveAttribute('aria-pressed', 'false');
  });

  it('member management for managers, with the audit log', async () => {
    renderRoute('/coinManagementV1', 'MNGR_MBR');
    expect(await screen.findByTestId('admin-screen-members')).toHaveTextContent(ko.memberAdminUi.auditTitle);
  });

  it('turns agency members away from member management', async () => {
    const { where } = renderRoute('/coinManagementV1', 'MNPY_MBR');
    await waitFor(() => expect(where()).toBe('/agency'));
    expect(screen.queryByTestId('admin-screen-members')).toBeNull();
  });

  it('simple coin admin: e-mail search for managers only', async () => {
    renderRoute('/coinManagement', 'MNGR_MBR');
    expect(await screen.findByTestId('simple-coin-admin')).toContainElement(
      screen.getByTestId('simple-email'),
    );
  });

  it('turns members away from the simple coin admin', async () => {
    const { where } = renderRoute('/coinManagement', 'GNRL_MBR');
    await waitFor(() => expect(where()).toBe('/agency'));
  });
});
