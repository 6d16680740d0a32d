// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../test/render';
import { RevocableList } from './RevocableList';

const t = ko.apiTokens;
const row = (id: number, name: string, expiresAt: string | null, usedAt: string | null) => ({
  id,
  name,
  createdAt: '2026-11-01T03:00:00.000Z',
  expiresAt,
  usedAt,
});

function renderList(fetchRows: () => Promise<ReturnType<typeof row>[]>) {
  const revokeRow = vi.fn<(id: number) => Promise<{ message: string }>>(async () => ({ message: '' }));
  const view = renderScreen(
    <RevocableList
      t={t}
      testId="thing"
      queryKey={['things']}
      fetchRows={fetchRows}
      revokeRow={revokeRow}
      emptyIcon={null}
      badges={(r) => [{ label: `#${r.id}` }]}
      last={{ label: t.lastUsedAt, never: t.neverUsed, testId: 'thing-used', at: (r) => r.usedAt }}
      actions={(r) => <button type="button">{`extra ${r.name}`}</button>}
    />,
  );
  return { ...view, revokeRow };
}

describe('the list of revocable things', () => {
  it('shows each row with its badges, "expired" only once past expiry, its dates and its buttons', async () => {
    renderList(async () => [
      row(1, '지난 토큰', '2020-01-01T00:00:00.000Z', '2026-11-02T03:00:00.000Z'),
      row(2, '새 토큰', null, null),
    ]);
    const items = within(await screen.findByTestId('thing-list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(t.expired)).toBeInTheDocument();
    expect(within(items[0]!).getByText('#1')).toBeInTheDocument();
    expect(within(items[0]!).getByTestId('thing-used')).toHaveTextContent('2026.11.02 12:00');
    expect(within(items[1]!).queryByText(t.expired)).toBeNull();
    expect(within(items[1]!).getByText(t.expiryNever)).toBeInTheDocument();
    expect(within(items[1]!).getByTestId('thing-used')).toHaveTextContent(t.neverUsed);
    expect(within(items[1]!).getByRole('button', { name: 'extra 새 토큰' })).toBeInTheDocument();
  });

  it('revokes only after the member confirms, then reloads the list', async () => {
    const fetchRows = vi.fn(async () => [row(7, '시트', null, null)]);
    const { user, revokeRow } = renderList(fetchRows);
    await user.click(await screen.findByTestId('thing-revoke'));
    expect(screen.getByText(t.revokeConfirmText('시트'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ko.common.cancel }));
    expect(revokeRow).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('thing-revoke'));
    await user.click(screen.getByRole('button', { name: t.revokeConfirm }));
    await vi.waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(2));
    expect(revokeRow.mock.calls[0]?.[0]).toBe(7);
  });

  it('says when the list failed and loads it again on retry; says when it is empty', async () => {
    const fetchRows = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([]);
    const { user } = renderList(fetchRows);
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});
