// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render';
import NotificationPanel from './NotificationPanel';

// A product's reminders (issue 39 §3) carry its end date; the deletion notices the deletion date.
const notice = (id: number, rule: string, day: string) => ({
  id,
  kind: 'goods',
  targetId: null,
  title: '캠핑 의자',
  keyword: '834800420003',
  rule,
  day,
  previousRank: 0,
  currentRank: 0,
  threshold: null,
  surface: null,
  depth: null,
  previousDepth: null,
  read: false,
  createdAt: '2026-12-18T00:00:00.000Z',
});

describe('the bell', () => {
  it('dates a reminder by its end and a deletion notice by its deletion, in the short day format', async () => {
    fakeApi({
      'GET /v1/rank-alerts/notifications': {
        code: 'OK',
        message: '',
        data: {
          items: [notice(2, 'endsIn3', '2026-12-21'), notice(1, 'deleteSoon', '2026-12-04')],
          nextBefore: null,
          unread: 2,
        },
      },
    });
    renderScreen(<NotificationPanel unread={2} onClose={() => undefined} />);
    const items = await screen.findAllByTestId('notification-item');
    expect(items[0]).toHaveTextContent(ko.goodsLifecycle.rowEndOn('12.21'));
    expect(items[0]).toHaveTextContent(ko.goodsLifecycle.noticeEndsIn('834800420003', '12월 21일'));
    expect(items[0]).not.toHaveTextContent('삭제 예정');
    expect(items[1]).toHaveTextContent(ko.goodsLifecycle.rowDeleteOn('12.04'));
  });
});
