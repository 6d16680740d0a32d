// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import {
  type AlertSettingsAnswer,
  DEFAULT_ALERT_RULES,
  type TargetAlertAnswer,
} from '@seller/shared/schemas/rank-alerts';
import { queryKeys } from '../../lib/query-keys';
import { renderScreen } from '../../test/render';
import * as alertsApi from './api/rank-alerts-api';
import { AlertSettingsSection } from './AlertSettingsSection';
import { NotificationBell } from './components/NotificationBell';
import { TargetAlertDialog } from './TargetAlertDialog';

vi.mock('./api/rank-alerts-api');
const api = vi.mocked(alertsApi);
const a = ko.rankAlerts;

beforeEach(() => {
  vi.resetAllMocks();
  api.saveSettings.mockImplementation((rules) => Promise.resolve(rules));
});

describe('notification bell', () => {
  const bell = (unread: number) =>
    renderScreen(<NotificationBell />, { seed: (c) => c.setQueryData(queryKeys.rankAlerts.unread, unread) });

  it('shows the unread count in its badge and its label', () => {
    bell(3);
    expect(screen.getByRole('button', { name: ko.shell.notificationsUnread(3) })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  });

  it('shows no badge without unread alerts and caps a big count', () => {
    const { unmount } = bell(0);
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    unmount();
    bell(250);
    expect(screen.getByTestId('notification-count')).toHaveTextContent('99+');
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
  const settings = (data: AlertSettingsAnswer = answer) =>
    renderScreen(<AlertSettingsSection />, {
      seed: (c) => c.setQueryData(queryKeys.rankAlerts.settings, data),
    });
  const form = () => screen.getByTestId('alert-settings');
  const threshold = (rule: string) => within(form()).getByLabelText(a.thresholdLabel(rule));
  const save = () => screen.getByTestId('alert-save');

  it('shows the saved rules, the digest address and products with their own rules', () => {
    settings();
    expect(screen.getByRole('switch', { name: a.enabled })).toBeChecked();
    expect(within(form()).getByLabelText(a.dropLabel)).toBeChecked();
    expect(threshold(a.dropLabel)).toHaveValue('10');
    expect(within(form()).getByLabelText(a.riseLabel)).not.toBeChecked();
    expect(threshold(a.riseLabel)).toBeDisabled();
    expect(screen.getByText(a.digestTo('seller@example.com'))).toBeInTheDocument();
    const row = screen.getByTestId('override-row');
    expect(within(row).getByText('캠핑 의자')).toBeInTheDocument();
    expect(within(row).getByText(/3계단 이상 하락/)).toBeInTheDocument();
  });

  it('says when mail cannot be sent and there are no own rules', () => {
    settings({ ...answer, overrides: [], mailAvailable: false });
    expect(screen.getByText(a.digestUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: a.digestLabel })).toBeDisabled();
    expect(screen.getByText(a.overridesEmpty)).toBeInTheDocument();
  });

  it('saves edited rules and the digest choice', async () => {
    const { user } = settings();
    await user.click(within(form()).getByLabelText(a.riseLabel));
    await user.clear(threshold(a.riseLabel));
    await user.type(threshold(a.riseLabel), '2x5');
    expect(threshold(a.riseLabel)).toHaveValue('25');
    await user.click(within(form()).getByLabelText(a.topLeave));
    await user.click(within(form()).getByLabelText(a.outOfRangeLabel));
    await user.click(screen.getByRole('switch', { name: a.digestLabel }));
    await user.click(save());
    await vi.waitFor(() => expect(api.saveSettings).toHaveBeenCalledTimes(1));
    expect(api.saveSettings.mock.calls[0]?.[0]).toEqual({
      enabled: true,
      dropBy: 10,
      riseBy: 25,
      topN: 10,
      topEnter: true,
      topLeave: false,
      outOfRange: false,
      digest: false,
    });
  });

  it('refuses a threshold outside 1–499 under its rule, and takes the message away once fixed', async () => {
    const { user } = settings();
    await user.clear(threshold(a.dropLabel));
    await user.type(threshold(a.dropLabel), '0');
    await user.click(save());
    const message = await screen.findByText(a.thresholdRange);
    expect(threshold(a.dropLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(threshold(a.dropLabel)).toHaveAttribute('aria-describedby', message.id);
    expect(api.saveSettings).not.toHaveBeenCalled();

    await user.type(threshold(a.dropLabel), '5');
    await vi.waitFor(() => expect(screen.queryByText(a.thresholdRange)).not.toBeInTheDocument());
    // Switched off, a rule's number is not checked.
    await user.clear(threshold(a.dropLabel));
    await user.click(within(form()).getByLabelText(a.dropLabel));
    await user.click(save());
    await vi.waitFor(() => expect(api.saveSettings).toHaveBeenCalledTimes(1));
    expect(api.saveSettings.mock.calls[0]?.[0]).toMatchObject({ dropBy: null });
  });

  it('asks for a direction when the top rule has none', async () => {
    const { user } = settings();
    await user.click(within(form()).getByLabelText(a.topEnter));
    await user.click(within(form()).getByLabelText(a.topLeave));
    await user.click(save());
    expect(await screen.findByText(a.topRequired)).toBeInTheDocument();
    expect(api.saveSettings).not.toHaveBeenCalled();
  });

  it('greys the rules out while alerts are off and saves them off', async () => {
    const { user } = settings();
    await user.click(screen.getByRole('switch', { name: a.enabled }));
    expect(screen.getByText(a.enabledOff)).toBeInTheDocument();
    expect(within(form()).getByLabelText(a.dropLabel)).toBeDisabled();
    expect(threshold(a.dropLabel)).toBeDisabled();
    await user.click(save());
    await vi.waitFor(() => expect(api.saveSettings).toHaveBeenCalledTimes(1));
    expect(api.saveSettings.mock.calls[0]?.[0]).toMatchObject({ enabled: false, dropBy: 10 });
  });

  it('puts a product back on the member rules after a confirmation', async () => {
    api.resetTarget.mockResolvedValue({} as TargetAlertAnswer);
    const { user } = settings();
    await user.click(screen.getByTestId('override-reset'));
    const dialog = await screen.findByRole('dialog', { name: a.resetTitle });
    await user.click(within(dialog).getByRole('button', { name: a.resetOverride }));
    await vi.waitFor(() => expect(api.resetTarget).toHaveBeenCalledWith('goods', 4));
  });
});

describe('alert settings of one product', () => {
  const member = { ...DEFAULT_ALERT_RULES };
  const target = (override: TargetAlertAnswer['override']) => {
    const onClose = vi.fn();
    const answer: TargetAlertAnswer = { target: { kind: 'goods', id: 9, title: '텐트' }, override, member };
    api.fetchTarget.mockResolvedValue(answer);
    const view = renderScreen(<TargetAlertDialog kind="goods" id={9} onClose={onClose} />, {
      seed: (c) => c.setQueryData(queryKeys.rankAlerts.target('goods', 9), answer),
    });
    return { ...view, onClose };
  };

  it('follows the member rules until told otherwise, then saves its own', async () => {
    api.saveTarget.mockResolvedValue({} as never);
    const { user, onClose } = target(null);
    const dialog = screen.getByRole('dialog', { name: a.targetTitle });
    expect(screen.getByTestId('target-alerts-default')).toBeChecked();
    expect(within(dialog).queryByLabelText(a.dropLabel)).not.toBeInTheDocument();

    await user.click(screen.getByTestId('target-alerts-own'));
    const drop = within(dialog).getByLabelText(a.thresholdLabel(a.dropLabel));
    expect(drop).toHaveValue('10');
    await user.clear(drop);
    await user.type(drop, '500');
    await user.click(screen.getByTestId('target-alerts-save'));
    expect(await within(dialog).findByText(a.thresholdRange)).toBeInTheDocument();
    expect(api.saveTarget).not.toHaveBeenCalled();

    await user.clear(drop);
    await user.type(drop, '3');
    await user.click(screen.getByTestId('target-alerts-save'));
    await vi.waitFor(() => expect(api.saveTarget).toHaveBeenCalledTimes(1));
    const { digest: _digest, ...rules } = member;
    expect(api.saveTarget).toHaveBeenCalledWith('goods', 9, { ...rules, dropBy: 3 });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closes without a call when it keeps following the member rules', async () => {
    const { user, onClose } = target(null);
    await user.click(screen.getByTestId('target-alerts-save'));
    expect(onClose).toHaveBeenCalled();
    expect(api.saveTarget).not.toHaveBeenCalled();
    expect(api.resetTarget).not.toHaveBeenCalled();
  });

  it('asks before throwing its own rules away', async () => {
    api.resetTarget.mockResolvedValue({} as TargetAlertAnswer);
    const { user } = target({ ...member, dropBy: 4 });
    expect(screen.getByTestId('target-alerts-own')).toBeChecked();
    expect(screen.getByLabelText(a.thresholdLabel(a.dropLabel))).toHaveValue('4');
    await user.click(screen.getByTestId('target-alerts-default'));
    await user.click(screen.getByTestId('target-alerts-save'));
    const confirm = await screen.findByRole('dialog', { name: a.resetTitle });
    expect(api.resetTarget).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: a.resetOverride }));
    await vi.waitFor(() => expect(api.resetTarget).toHaveBeenCalledWith('goods', 9));
  });
});
