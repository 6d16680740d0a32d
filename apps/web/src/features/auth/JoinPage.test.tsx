// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { IdentitySessionData } from '@seller/shared/schemas/accounts';
import { ApiError } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { renderScreen } from '../../test/render';
import * as accountsApi from './api/accounts-api';
import { JoinPage } from './JoinPage';

vi.mock('./api/accounts-api');
const api = vi.mocked(accountsApi);

const t = ko.join;
const person: IdentitySessionData = {
  name: '김 가입',
  phone: '01012345678',
  birth: '1990-01-02',
  gender: 'FEMALE',
  verifiedAt: '2026-11-25T06:00:00.000Z',
  alreadyMember: false,
};

function renderJoin(identity: IdentitySessionData | null = person) {
  api.fetchIdentitySession.mockResolvedValue(identity);
  return renderScreen(<JoinPage />, {
    path: '/join',
    seed: (c) => c.setQueryData(queryKeys.identitySession, identity),
  });
}

const password = () => screen.getByLabelText(t.passwordLabel, { exact: true });
const passwordRepeat = () => screen.getByLabelText(t.passwordRepeatLabel);
const name = () => screen.getByLabelText(t.nameLabel);
const submit = () => screen.getByTestId('join-submit');
/** The message a field points at with aria-describedby (what a screen reader reads with it). */
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function verifyEmail(user: ReturnType<typeof renderJoin>['user'], email = 'new@example.com') {
  await user.type(screen.getByLabelText(t.emailLabel), email);
  await user.click(screen.getByRole('button', { name: t.verifyEmail }));
  await user.type(await screen.findByLabelText(t.codeLabel), '123456');
  await user.click(screen.getByRole('button', { name: t.confirmCode }));
  await screen.findByText(t.emailVerifiedBadge);
}

beforeEach(() => {
  vi.resetAllMocks();
  api.checkDuplication.mockResolvedValue();
  api.sendCode.mockResolvedValue({
    code: 'OK',
    message: '인증번호를 보냈습니다.',
    data: { expiresInSeconds: 600, resendAfterSeconds: 60 },
  });
  api.verifyCode.mockResolvedValue({ code: 'OK', message: '인증되었습니다.', data: null });
  api.join.mockResolvedValue({ code: 'OK', message: '', data: { mbrSn: 7 } });
});

describe('JoinPage', () => {
  it('starts the name from the verified identity and shows its phone and birth read-only', () => {
    renderJoin();
    expect(screen.getByTestId('identity-done')).toHaveTextContent(t.identityDone);
    expect(name()).toHaveValue('김가입');
    expect(screen.getByLabelText(t.phoneLabel)).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText(t.birthLabel)).toHaveAttribute('readonly');
  });

  // Issue 39 §5: a verified name longer than a name may be is cut, and the field says so.
  it('says under the name that a 7-letter verified name keeps its first 6 letters', async () => {
    const { user } = renderJoin({ ...person, name: '남궁 민수호랑이' });
    expect(name()).toHaveValue('남궁민수호랑');
    const note = screen.getByTestId('join-name-cut');
    expect(note).toHaveTextContent('인증된 이름이 7자라 앞 6자만 저장됩니다.');
    expect(note).toHaveTextContent(t.nameCut(7, 6));
    expect(messageOf(name())).toBe(t.nameCut(7, 6));

    // Once the member writes the name themselves, nothing was cut any more.
    await user.clear(name());
    await user.type(name(), '남궁민수');
    expect(screen.queryByTestId('join-name-cut')).not.toBeInTheDocument();
  });

  it('says nothing about the name when the verified one fits', () => {
    renderJoin({ ...person, name: '김가나다라마' });
    expect(name()).toHaveValue('김가나다라마');
    expect(screen.queryByTestId('join-name-cut')).not.toBeInTheDocument();
  });

  it('shows the password and name messages under their fields and sends nothing', async () => {
    const { user } = renderJoin();
    await user.clear(name());
    await user.click(submit());
    await screen.findByText(ko.accountValidation.nameRequired);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(password())).toBe(ko.validation.passwordEmpty);
    expect(messageOf(passwordRepeat())).toBe(ko.validation.passwordEmpty);
    expect(messageOf(name())).toBe(ko.accountValidation.nameRequired);

    await user.type(password(), 'short');
    await user.type(passwordRepeat(), 'other');
    await user.type(name(), '김1');
    await user.click(submit());
    await screen.findByText(ko.validation.passwordRule);
    expect(messageOf(password())).toBe(ko.validation.passwordRule);
    expect(messageOf(passwordRepeat())).toBe(ko.validation.passwordMismatch);
    expect(messageOf(name())).toBe(ko.validation.nameInvalid);
    expect(api.join).not.toHaveBeenCalled();
  });

  it('asks for the e-mail verification, then the consents, before sending', async () => {
    const { user } = renderJoin();
    await user.type(password(), 'Secret12!');
    await user.type(passwordRepeat(), 'Secret12!');
    await user.click(submit());
    expect(await screen.findByTestId('join-error')).toHaveTextContent(ko.account.emailNotVerified);

    await verifyEmail(user);
    expect(api.checkDuplication).toHaveBeenCalledWith('new@example.com');
    await user.click(submit());
    expect(await screen.findByTestId('join-error')).toHaveTextContent(ko.account.consentRequired);

    // The optional consent alone is not enough.
    await user.click(screen.getByLabelText(t.consentPromotions));
    await user.click(submit());
    expect(await screen.findByTestId('join-error')).toHaveTextContent(ko.account.consentRequired);
    expect(api.join).not.toHaveBeenCalled();
  });

  it('checks every consent with 전체 동의 and signs up with what was typed', async () => {
    const { user } = renderJoin();
    await verifyEmail(user);
    await user.type(password(), 'Secret12!');
    await user.type(passwordRepeat(), 'Secret12!');

    const all = screen.getByLabelText(t.consentAll);
    await user.click(all);
    for (const label of [t.consentChild, t.consentTerms, t.consentPrivacy, t.consentPromotions]) {
      expect(screen.getByLabelText(label)).toBeChecked();
    }
    // Unticking one required consent unticks 전체 동의.
    await user.click(screen.getByLabelText(t.consentPromotions));
    expect(all).not.toBeChecked();

    await user.click(submit());
    const done = await screen.findByRole('dialog', { name: t.successTitle });
    expect(within(done).getByText(t.successText)).toBeInTheDocument();
    expect(api.join).toHaveBeenCalledTimes(1);
    expect(api.join).toHaveBeenCalledWith({
      mbrEmail: 'new@example.com',
      mbrPw: 'Secret12!',
      reMbrPw: 'Secret12!',
      mbrNm: '김가입',
      agreements: { child: true, terms: true, privacy: true, promotions: false },
    });
  });

  it('checks the e-mail and the code under their fields before each call, and shows the server’s refusal', async () => {
    const { user } = renderJoin();
    const email = screen.getByLabelText(t.emailLabel);
    const send = screen.getByRole('button', { name: t.verifyEmail });
    await user.click(send);
    expect(messageOf(email)).toBe(ko.validation.emailRequired);
    await user.type(email, 'not-an-address');
    await user.click(send);
    expect(messageOf(email)).toBe(ko.validation.emailInvalid);
    expect(api.sendCode).not.toHaveBeenCalled();

    api.checkDuplication.mockRejectedValueOnce(
      new ApiError(409, 'EMAIL_DUPLICATED', '이미 가입된 이메일입니다.'),
    );
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(send);
    await waitFor(() => expect(messageOf(email)).toBe('이미 가입된 이메일입니다.'));
    expect(api.sendCode).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(send);
    const code = await screen.findByLabelText(t.codeLabel);
    expect(email).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: t.confirmCode }));
    expect(messageOf(code)).toBe(ko.accountValidation.codeRequired);
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: t.confirmCode }));
    expect(messageOf(code)).toBe(ko.accountValidation.codeFormat);
    expect(api.verifyCode).not.toHaveBeenCalled();
    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: t.confirmCode }));
    await screen.findByText(t.emailVerifiedBadge);
    expect(api.verifyCode).toHaveBeenCalledWith('new@example.com', '123456', 'join');
  });

  it('submits from the keyboard (Enter in the name field)', async () => {
    const { user } = renderJoin();
    await user.click(name());
    await user.keyboard('{Enter}');
    expect(await screen.findAllByText(ko.validation.passwordEmpty)).toHaveLength(2);
  });

  it('refuses the sign-up before any identity verification', async () => {
    const { user } = renderJoin(null);
    expect(screen.getByTestId('identity-start')).toBeInTheDocument();
    await user.type(password(), 'Secret12!');
    await user.type(passwordRepeat(), 'Secret12!');
    await user.type(name(), '김가입');
    await user.click(submit());
    expect(await screen.findByTestId('join-error')).toHaveTextContent(ko.account.identityFailed);
    expect(api.join).not.toHaveBeenCalled();
  });

  it('tells a person who already has an account and keeps the button off', async () => {
    renderJoin({ ...person, alreadyMember: true });
    expect(screen.getByTestId('identity-member-exists')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: t.ciTakenTitle })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });
});
