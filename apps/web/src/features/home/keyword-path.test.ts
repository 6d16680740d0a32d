import { describe, expect, it } from 'vitest';
import { keywordSearchPath } from './keyword-path';

describe('keywordSearchPath', () => {
  it('encodes the trimmed keyword', () => {
    expect(keywordSearchPath('  camping chair ')).toBe('/search?keyword=camping%20chair');
    expect(keywordSearchPath('a&b')).toBe('/search?keyword=a%26b');
  });
  it('ignores blank input', () => {
    expect(keywordSearchPath('')).toBeNull();
    expect(keywordSearchPath('   ')).toBeNull();
  });
});
