import { describe, expect, it } from 'vitest';
import { authReturnPath, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeNextPath('/myPage/info')).toBe('/myPage/info');
    expect(safeNextPath('/search?keyword=a')).toBe('/search?keyword=a');
  });
  it('falls back to home for missing, foreign or looping targets', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/login?next=/coin')).toBe('/');
  });
});

describe('authReturnPath', () => {
  const of = (query: string) => authReturnPath(new URLSearchParams(query));
  it('returns to the in-app page the member came from', () => {
    expect(of('redirectTo=%2FmyPage%2Finfo')).toBe('/myPage/info');
    expect(of('next=/coin')).toBe('/coin');
    expect(of('')).toBe('/');
  });
  it('never leaves the site or loops back to /auth', () => {
    expect(of('redirectTo=https://evil.example')).toBe('/');
    expect(of('redirectTo=//evil.example/x')).toBe('/');
    expect(of('redirectTo=/auth?redirectTo=/auth')).toBe('/');
    expect(of('redirectTo=/AUTH')).toBe('/');
    expect(of('redirectTo=/authors')).toBe('/authors');
  });
});
