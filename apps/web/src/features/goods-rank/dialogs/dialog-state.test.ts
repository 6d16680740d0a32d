import { describe, expect, it } from 'vitest';
import { linkedHistory } from './dialog-state';

describe('a link to a product’s history (KakaoTalk alerts)', () => {
  it('opens the history of the product it names, and nothing for anything else', () => {
    expect(linkedHistory('42')).toEqual({ kind: 'history', gdpSn: 42 });
    for (const v of [null, '', '0', '-1', '4.2', 'abc', '99999999999', '042'])
      expect(linkedHistory(v)).toBeNull();
  });
});
