// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { KakaoTalkStatus } from '@seller/shared/schemas/rank-alerts';
import { queryKeys } from '../../lib/query-keys';
import { renderScreen } from '../../test/render';
import * as alertsApi from './api/rank-alerts-api';
import { KakaoTalkSection } from './KakaoTalkSection';

vi.mock('./api/rank-alerts-api');
const api = vi.mocked(alertsApi);
const k = ko.rankAlerts.kakao;
const off: KakaoTalkStatus = {
  available: true,
  linked: false,
  consented: false,
  mode: 'off',
  offReason: null,
};

beforeEach(() => {
  vi.resetAllMocks();
});

const show = (status: KakaoTalkStatus, path = '/myPage/alerts') =>
  renderScreen(<KakaoTalkSection />, {
    path,
    seed: (c) => c.setQueryData(queryKeys.rankAlerts.kakaoTalk, status),
  });

describe('KakaoTalk section', () => {
  it('offers to link Kakao and turn it on with the chosen frequency', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    api.connectKakaoTalk.mockResolvedValue('http://sim/kakao-auth/oauth/authorize?scope=talk_message');
    const { user } = show(off);
    expect(screen.getByText(k.notLinked)).toBeInTheDocument();
    expect(screen.getByTestId('kakao-status')).toHaveTextContent(k.statusOff);
    await user.click(screen.getByTestId('kakao-mode-each'));
    await user.click(screen.getByRole('button', { name: k.turnOnLinking }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringContaining('scope=talk_message')),
    );
    expect(api.connectKakaoTalk.mock.calls[0]?.[0]).toBe('each');
    vi.unstubAllGlobals();
  });

  it('when on: saves another frequency, sends a test, and confirms before turning off', async () => {
    const on: KakaoTalkStatus = { ...off, linked: true, consented: true, mode: 'daily' };
    api.saveKakaoTalkMode.mockImplementation((mode) => Promise.resolve({ ...on, mode }));
    api.sendKakaoTalkTest.mockResolvedValue();
    const { user } = show(on);
    expect(screen.getByTestId('kakao-status')).toHaveTextContent(k.statusOn);
    expect(screen.getByTestId('kakao-mode-daily')).toBeChecked();
    await user.click(screen.getByTestId('kakao-mode-digest'));
    await user.click(screen.getByTestId('kakao-save'));
    await vi.waitFor(() => expect(api.saveKakaoTalkMode.mock.calls[0]?.[0]).toBe('digest'));
    await user.click(screen.getByTestId('kakao-test'));
    await vi.waitFor(() => expect(api.sendKakaoTalkTest).toHaveBeenCalledTimes(1));
    await user.click(screen.getByTestId('kakao-off'));
    expect(api.saveKakaoTalkMode).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('confirm-action'));
    await vi.waitFor(() => expect(api.saveKakaoTalkMode.mock.calls[1]?.[0]).toBe('off'));
  });

  it('says why Kakao turned it off, and when the server has no Kakao app', () => {
    const { unmount } = show({ ...off, linked: true, offReason: 'revoked' });
    expect(screen.getByTestId('kakao-revoked')).toHaveTextContent(k.revoked);
    expect(screen.getByRole('button', { name: k.turnOn })).toBeInTheDocument();
    unmount();
    show({ ...off, available: false });
    expect(screen.getByText(k.unavailable)).toBeInTheDocument();
    expect(screen.queryByTestId('kakao-on')).not.toBeInTheDocument();
  });
});
