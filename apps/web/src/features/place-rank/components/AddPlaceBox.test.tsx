// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { mount } from '../../../components/rank-tracking/test-dom';
import { AddPlaceBox } from './AddPlaceBox';

const mutate = vi.fn();
vi.mock('../hooks/use-place-actions', () => ({
  useRegisterPlace: () => ({ mutate, isPending: false }),
}));

let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  mutate.mockReset();
});

describe('AddPlaceBox (react-hook-form, placeAddForm)', () => {
  it('needs both fields, marks the empty one, and sends them trimmed', async () => {
    const v = (view = mount(<AddPlaceBox limits={null} />));
    await v.type('place-add-keyword', 'gangnam cafe');
    await v.click(v.byTestId('place-add-submit'));
    expect(v.text('place-add-message')).toBe(ko.placeRank.enterKeywordAndPlaceId);
    expect(v.byTestId('place-add-id').getAttribute('aria-invalid')).toBe('true');
    expect(v.byTestId('place-add-keyword').getAttribute('aria-invalid')).toBeNull();
    expect(mutate).not.toHaveBeenCalled();
    await v.type('place-add-id', ' 1234567 ');
    await v.click(v.byTestId('place-add-submit'));
    expect(mutate).toHaveBeenCalledWith(
      { keyword: 'gangnam cafe', placeId: '1234567', confirmDuplicate: false },
      expect.anything(),
    );
  });
});
