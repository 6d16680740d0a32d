// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import { renderRoute } from '../../../test/render-route';
import AgencySettingsPage from './AgencySettingsPage';

const t = ko.agencySettings;
const S = '/v1/agencyMenu/settings';
const ok = (data: unknown, message = '') => ({ code: 'OK', message, data });
const LOGO = {
  url: `/v1/agency-logos/${'a'.repeat(32)}.png`,
  contentType: 'image/png',
  size: 12_595,
  width: 240,
  height: 60,
  updatedAt: '2026-11-22T03:00:00.000Z',
};

function renderPage(logo: typeof LOGO | null = null) {
  const api = fakeApi({
    [`GET ${S}`]: ok({ companyName: '마케팅랩', logo }),
    [`POST ${S}/logo`]: ok(LOGO, t.logoSaved),
    [`DELETE ${S}/logo`]: ok({ deleted: true }, t.logoDeleted),
    [`PUT ${S}`]: (body: unknown) =>
      ok({ companyName: (body as { companyName: string }).companyName.trim(), logo }),
  });
  return { ...renderScreen(<AgencySettingsPage />), api };
}
const file = (type: string, size = 100, name = 'logo') => new File([new Uint8Array(size)], name, { type });

describe('대행사 설정', () => {
  it('shows the name only until a logo is uploaded, then the logo in the preview', async () => {
    const { user, api } = renderPage();
    expect(await screen.findByText(t.logoNone)).toBeInTheDocument();
    expect(screen.getByTestId('agency-report-preview')).toHaveTextContent(
      ko.clientReports.preparedBy('마케팅랩'),
    );
    expect(screen.queryByTestId('agency-logo-image')).toBeNull();
    await user.upload(screen.getByTestId('agency-logo-file'), file('image/png'));
    await waitFor(() => expect(api.calls(`POST ${S}/logo`)).toHaveLength(1));
    const img = await screen.findByTestId('agency-logo-image');
    expect(img).toHaveAttribute('src', LOGO.url);
    expect(img).toHaveAttribute('alt', t.logoAlt('마케팅랩'));
    expect(screen.getByText('12.3KB · 240×60px')).toBeInTheDocument();
    expect(screen.getByText(t.logoReplace)).toBeInTheDocument();
  });

  it('refuses a GIF or a file over 512 KB before sending it', async () => {
    const { api } = renderPage();
    const input = await screen.findByTestId('agency-logo-file');
    // The picker filters by type; "all files" in the dialog can still hand it anything.
    fireEvent.change(input, { target: { files: [file('image/gif')] } });
    expect(await screen.findByTestId('agency-logo-error')).toHaveTextContent(t.logoTypeInvalid);
    fireEvent.change(input, { target: { files: [file('image/png', 512 * 1024 + 1)] } });
    expect(screen.getByTestId('agency-logo-error')).toHaveTextContent(t.logoTooLarge(512));
    expect(api.calls(`POST ${S}/logo`)).toHaveLength(0);
  });

  it('deletes the logo after a confirmation', async () => {
    const { user, api } = renderPage(LOGO);
    await user.click(await screen.findByTestId('agency-logo-delete'));
    expect(api.calls(`DELETE ${S}/logo`)).toHaveLength(0);
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(api.calls(`DELETE ${S}/logo`)).toHaveLength(1));
    expect(await screen.findByText(t.logoNone)).toBeInTheDocument();
  });

  it('saves the company name, refusing an empty one', async () => {
    const { user, api } = renderPage();
    const name = await screen.findByTestId('agency-settings-company');
    expect(name).toHaveValue('마케팅랩');
    await user.clear(name);
    await user.click(screen.getByTestId('agency-name-save'));
    expect(await screen.findByText(ko.agencyValidation.companyRequired)).toBeInTheDocument();
    expect(api.calls(`PUT ${S}`)).toHaveLength(0);
    await user.type(name, '새 이름');
    await user.click(screen.getByTestId('agency-name-save'));
    await waitFor(() => expect(api.calls(`PUT ${S}`)).toHaveLength(1));
    expect(api.calls(`PUT ${S}`)[0]!.body).toEqual({ companyName: '새 이름' });
  });
});

describe('the settings route', () => {
  it('is an agency member screen with its own tab; managers are turned away', async () => {
    renderRoute('/agencyMenu/agencyGrupAddMember', 'MNPY_MBR');
    expect(await screen.findByRole('link', { name: ko.routes.agencySettings })).toHaveAttribute(
      'href',
      '/agencyMenu/settings',
    );
  });

  it('sends a manager elsewhere', async () => {
    const { where } = renderRoute('/agencyMenu/settings', 'MNGR_MBR');
    await waitFor(() => expect(where()).toBe('/agency'));
  });
});
