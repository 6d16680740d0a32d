// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render';
import { AgencyRegisterPage } from './AgencyRegisterPage';

const P = '/v1/agencyMenu/coin';
const manager = 'MNGR_MBR' as const;
const client = { mbrEmail: 'client@example.com', userMbrSn: 42, companyName: null };
const me = {
  mbrSn: 1,
  mbrEmail: 'boss@example.com',
  mbrNm: 'Boss',
  mbrAtrbCd: 'MNGR_MBR',
  psitnGrpcoCd: null,
  psitnGrpcoSn: null,
  mbrTpCd: 'EMAIL',
};

function renderPage(found: { companyName: string | null } = { companyName: null }) {
  const api = fakeApi({
    [`POST ${P}/selectEmailAjency`]: {
      code: 'OK',
      message: '',
      data: { resultStatus: 'GROUP_INSERT_Y', userAccess: client, myAccessData: me, ...found },
    },
    [`POST ${P}/addUserAjency`]: {
      code: 'OK',
      message: '',
      data: { userMbrSn: 42, mbrEmail: client.mbrEmail, companyName: '셀러상회' },
    },
  });
  return { ...renderScreen(<AgencyRegisterPage role={manager} />), api };
}

const company = () => screen.getByTestId('agency-company');
const submit = () => screen.getByTestId('agency-register-submit');

describe('agency registration (manager)', () => {
  it('asks for an address before looking up, and keeps the registration closed until a member is found', async () => {
    const { user, api } = renderPage();
    await user.click(screen.getByTestId('agency-search'));
    expect(await screen.findByText(ko.agencyValidation.emailSearchRequired)).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    expect(company()).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it('refuses an empty company name under its field, then registers the found member', async () => {
    const { user, api } = renderPage();
    await user.type(screen.getByTestId('agency-email'), 'client@example.com{Enter}');
    await waitFor(() => expect(company()).toBeEnabled());
    expect(api.calls(`POST ${P}/selectEmailAjency`)[0]!.body).toEqual({ mbrEmail: 'client@example.com' });
    await user.click(submit());
    expect(await screen.findByText(ko.agencyValidation.companyRequired)).toBeInTheDocument();
    expect(company()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(`POST ${P}/addUserAjency`)).toHaveLength(0);

    await user.type(company(), '  셀러상회 ');
    await user.type(screen.getByTestId('agency-memo'), '3월 계약');
    await user.click(submit());
    await waitFor(() => expect(api.calls(`POST ${P}/addUserAjency`)).toHaveLength(1));
    expect(api.calls(`POST ${P}/addUserAjency`)[0]!.body).toEqual({
      userAccess: client,
      companyName: '셀러상회',
      psitnMemberMemo: '3월 계약',
    });
    // Done: the form starts over.
    await waitFor(() => expect(company()).toHaveValue(''));
    expect(company()).toBeDisabled();
  });

  it('starts the company name from the member’s current group', async () => {
    const { user } = renderPage({ companyName: '기존상회' });
    await user.type(screen.getByTestId('agency-email'), 'client@example.com{Enter}');
    await waitFor(() => expect(company()).toHaveValue('기존상회'));
  });
});
