// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { BulkPreview, BulkResult } from '@seller/shared/schemas/bulk-add';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render';
import { renderRoute } from '../../test/render-route';
import { BulkAddButton } from './BulkAddButton';

const t = ko.bulkAdd;
const OK = { code: 'OK', message: '' };
const xlsx = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'goods.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const preview = (over: Partial<BulkPreview> = {}): BulkPreview => ({
  importSn: 7,
  kind: 'goods',
  rows: [
    {
      row: 2,
      input: '20001',
      title: 'Camp chair',
      keywords: ['chair', 'camp chair'],
      memo: '',
      ok: true,
      reason: null,
    },
    {
      row: 3,
      input: 'abc',
      title: null,
      keywords: ['x'],
      memo: '',
      ok: false,
      reason: t.reasons.inputInvalid,
    },
  ],
  total: 2,
  valid: 1,
  coins: 10,
  balance: 100,
  balanceAfter: 90,
  confirmable: true,
  refusal: null,
  placeLimits: null,
  ...over,
});
const result: BulkResult = {
  importSn: 7,
  kind: 'goods',
  added: [{ row: 2, input: '20001', title: 'Camp chair', id: 41, keywords: ['chair'], reason: null }],
  refused: [{ row: 3, input: 'abc', title: null, id: null, keywords: ['x'], reason: t.reasons.inputInvalid }],
  coins: 10,
  balance: 90,
};

describe('bulk add dialog', () => {
  it('downloads the template, checks the file, previews it with the cost, asks, adds once and lists the result', async () => {
    const api = fakeApi({
      'POST /v1/bulk-add/goods/upload': { ...OK, data: preview() },
      'POST /v1/bulk-add/imports/7/confirm': { ...OK, data: result },
    });
    const { user } = renderScreen(<BulkAddButton kind="goods" />);
    await user.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.titleGoods });
    expect(within(dialog).getByRole('link', { name: t.templateButton })).toHaveAttribute(
      'href',
      '/v1/bulk-add/goods/template.xlsx',
    );
    await user.upload(within(dialog).getByLabelText(t.chooseFile), xlsx());
    // The table: both rows, the error's reason, and the cost from the server's quote.
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('Camp chair');
    expect(table).toHaveTextContent(t.reasons.inputInvalid);
    expect(dialog).toHaveTextContent(t.summary(2, 1, 1));
    expect(dialog).toHaveTextContent(t.cost('10'));
    expect(dialog).toHaveTextContent(t.balanceAfter('100', '90'));
    // The file goes as the form's "file" part (jsdom's File reaches undici's FormData as a bare blob).
    expect(api.calls('POST /v1/bulk-add/goods/upload')[0]!.body).toContain('form-data; name="file"');
    // Errors only.
    await user.click(within(dialog).getByLabelText(t.onlyErrors));
    expect(within(within(dialog).getByRole('table')).getAllByRole('row')).toHaveLength(2);
    // Confirm asks first, with the count and the coins.
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(within(dialog).getByTestId('bulk-add-confirm-step')).toHaveTextContent(t.confirmGoods(1, '10'));
    expect(api.calls('POST /v1/bulk-add/imports/7/confirm')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t.confirmYes }));
    const done = await within(dialog).findByTestId('bulk-add-result');
    expect(done).toHaveTextContent(t.resultSummary(1, 1));
    expect(done).toHaveTextContent(t.resultCoins('10', '90'));
    const sent = api.calls('POST /v1/bulk-add/imports/7/confirm');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^[\w-]{16,64}$/);
    await user.click(within(dialog).getByTestId('bulk-add-close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps confirm disabled with the reason when coins are short', async () => {
    const refusal = ko.goodsQuote.short('20', '15', '5');
    fakeApi({
      'POST /v1/bulk-add/goods/upload': {
        ...OK,
        data: preview({ valid: 2, coins: 20, balance: 15, balanceAfter: -5, confirmable: false, refusal }),
      },
    });
    const { user } = renderScreen(<BulkAddButton kind="goods" />);
    await user.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText(t.chooseFile), xlsx());
    const confirm = await within(dialog).findByRole('button', { name: t.confirm });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(refusal);
  });

  it('says the file is being checked while the upload is under way', async () => {
    fakeApi();
    const { user } = renderScreen(<BulkAddButton kind="place" />);
    await user.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.titlePlace });
    await user.upload(within(dialog).getByLabelText(t.chooseFile), xlsx());
    expect(await within(dialog).findByRole('status')).toHaveTextContent(t.validating);
  });

  it('is on the goods and the place rank pages', async () => {
    for (const path of ['/goodsTrackingRouter', '/myPlaceTracking']) {
      const view = renderRoute(path, 'GNRL_MBR');
      expect(await screen.findByRole('button', { name: t.open })).toBeInTheDocument();
      view.unmount();
    }
  });
});
