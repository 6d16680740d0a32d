// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../test/render';
import { goodsRow, keywordInfo } from '../model/fixtures';
import { rowView } from '../model/view-model';
import { GoodsCards } from './GoodsCard';
import { GoodsTable } from './GoodsTable';
import type { RowProps } from './row-props';

// Ended on 03-09, seen on 03-10: expired, deleted after 03-12.
const now = new Date('2026-03-10T00:00:00.000Z');
const expired: RowProps = {
  view: rowView(goodsRow(1, { coinEndDt: '2026-03-09T00:00:00.000Z' }), [keywordInfo(11)], now),
  selected: false,
  onSelect: vi.fn(),
  onOpen: vi.fn(),
  onAutoRenew: vi.fn(),
  autoRenewBusy: false,
};

const layouts = [
  ['mobile card', () => <GoodsCards rows={[expired]} />],
  ['desktop table', () => <GoodsTable rows={[expired]} selectAll={null} />],
] as const;

/** Dimmed: blurred, or made inert (out of reach and out of the accessibility tree). */
const dimmedAround = (el: HTMLElement) => el.closest('[inert], [class*="blur"]');

describe.each(layouts)('an expired product in the %s', (_, render) => {
  it('keeps its title readable, outside the dimmed figures and the overlay', () => {
    renderScreen(render());
    expect(expired.view.expired).toBe(true);
    const row = screen.getByTestId('goods-row');
    const overlay = within(row).getByTestId('expired-overlay');
    const title = within(row).getByText('title 1');
    expect(dimmedAround(title)).toBeNull();
    expect(overlay.contains(title)).toBe(false);
    // The overlay's box (its positioned parent) holds the figures, not the product.
    expect(overlay.parentElement!.contains(title)).toBe(false);
    expect(within(row).getByTestId('goods-summary')).toContainElement(title);
    // The figures are still dimmed under the overlay.
    expect(dimmedAround(within(row).getByText('kw 11'))).not.toBeNull();
  });
});

describe('the expired overlay', () => {
  it("shares the figures' grid cell on a phone, so a short card grows to hold the notice", () => {
    renderScreen(<GoodsCards rows={[expired]} />);
    const overlay = screen.getByTestId('expired-overlay');
    expect(overlay).not.toHaveClass('absolute');
    expect(overlay).toHaveClass('relative', 'col-start-1', 'row-start-1');
    expect(overlay.previousElementSibling).toHaveClass('col-start-1', 'row-start-1', 'blur-[3px]');
  });

  it('spans the columns after the product (the keywords to the actions)', () => {
    renderScreen(<GoodsTable rows={[expired]} selectAll={null} />);
    const cells = within(screen.getByTestId('goods-row')).getAllByRole('cell');
    // Column 1 is the checkbox, column 2 the product.
    expect(cells[1]).toBe(screen.getByTestId('goods-summary'));
    expect(screen.getByTestId('expired-cover')).toHaveClass('col-start-3', '-col-end-1');
  });
});
