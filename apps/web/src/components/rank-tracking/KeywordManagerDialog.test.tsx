// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { goodsSource } from '../../features/goods-rank/model/rank-source';
import { KeywordManagerDialog, type KeywordActions } from './KeywordManagerDialog';
import type { RankKeyword } from './model';
import { mount } from './test-dom';

const g = ko.goodsRank;

const keyword = (id: number, word: string, representative = false): RankKeyword => ({
  id,
  keyword: word,
  representative,
  status: 'ok',
  current: 12,
  previous: 15,
  change: { kind: 'up', by: 3 },
  changeLabel: '▲3',
  note: { kind: 'none' },
  refreshing: false,
});

const keywords = [keyword(1, 'folding chair', true), keyword(2, 'camping chair')];

function actions(overrides: Partial<KeywordActions> = {}): KeywordActions {
  return {
    add: vi.fn(() => Promise.resolve(undefined)),
    setRepresentative: vi.fn(() => Promise.resolve(undefined)),
    remove: vi.fn(() => Promise.resolve(undefined)),
    failure: (_error, fallback) => fallback,
    ...overrides,
  };
}

let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function open(a: KeywordActions, confirm = false) {
  view = mount(
    <KeywordManagerDialog
      source={goodsSource}
      subtitle="product"
      keywords={keywords}
      max={5}
      actions={a}
      confirmRepresentative={
        confirm ? { title: 'confirm?', text: (k: string) => `make ${k}`, confirmLabel: 'yes' } : undefined
      }
      onClose={() => {}}
    />,
  );
  return view;
}

describe('KeywordManagerDialog', () => {
  it('checks a new keyword with the shared schema before sending it', async () => {
    const a = actions();
    const v = open(a);
    await v.click(v.byTestId('keyword-add'));
    expect(v.text('keyword-notice')).toBe(g.enterKeyword);
    expect(v.byTestId('keyword-input').getAttribute('aria-invalid')).toBe('true');
    await v.type('keyword-input', '  Folding   CHAIR ');
    await v.click(v.byTestId('keyword-add'));
    expect(v.text('keyword-notice')).toBe(g.keywordExists);
    expect(a.add).not.toHaveBeenCalled();
    // What comes next replaces the field's message.
    await v.click(v.all('keyword-item')[0]!.querySelector('input')!);
    await v.click(v.byTestId('keyword-representative'));
    expect(v.text('keyword-notice')).toBe(ko.goodsRankUi.alreadyRepresentative);
    expect(v.byTestId('keyword-input').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends a valid keyword trimmed and empties the field', async () => {
    const a = actions();
    const v = open(a);
    await v.type('keyword-input', '  beach chair ');
    await v.click(v.byTestId('keyword-add'));
    expect(a.add).toHaveBeenCalledWith('beach chair');
    expect((v.byTestId('keyword-input') as HTMLInputElement).value).toBe('');
    expect(v.text('keyword-notice')).toBe('');
  });

  it('shows the failure of an add in the notice', async () => {
    const a = actions({ add: vi.fn(() => Promise.reject(new Error('down'))) });
    const v = open(a);
    await v.type('keyword-input', 'beach chair');
    await v.click(v.byTestId('keyword-add'));
    expect(v.text('keyword-notice')).toBe(g.keywordAddFailed);
    expect(v.byTestId('keyword-notice').getAttribute('role')).toBe('alert');
  });

  it('asks for a choice, says when it already is the representative, and sets another one at once', async () => {
    const a = actions();
    const v = open(a);
    await v.click(v.byTestId('keyword-representative'));
    expect(v.text('keyword-notice')).toBe(g.chooseKeyword);
    const [first, second] = v.all('keyword-item');
    await v.click(first!.querySelector('input')!);
    await v.click(v.byTestId('keyword-representative'));
    expect(v.text('keyword-notice')).toBe(ko.goodsRankUi.alreadyRepresentative);
    await v.click(second!.querySelector('input')!);
    await v.click(v.byTestId('keyword-representative'));
    expect(a.setRepresentative).toHaveBeenCalledWith(2);
  });

  it('confirms the representative change first where the source asks for it', async () => {
    const a = actions();
    const v = open(a, true);
    await v.click(v.all('keyword-item')[1]!.querySelector('input')!);
    await v.click(v.byTestId('keyword-representative'));
    expect(a.setRepresentative).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('make camping chair');
    await v.click(v.byTestId('confirm-action'));
    expect(a.setRepresentative).toHaveBeenCalledWith(2);
  });

  it('never deletes the representative keyword; deletes another after a confirmation', async () => {
    const a = actions();
    const v = open(a);
    const [first, second] = v.all('keyword-item');
    await v.click(first!.querySelector('input')!);
    await v.click(v.byTestId('keyword-delete'));
    expect(v.text('keyword-notice')).toBe(g.representativeCannotDelete);
    await v.click(second!.querySelector('input')!);
    await v.click(v.byTestId('keyword-delete'));
    expect(a.remove).not.toHaveBeenCalled();
    await v.click(v.byTestId('confirm-action'));
    expect(a.remove).toHaveBeenCalledWith(2);
  });
});
