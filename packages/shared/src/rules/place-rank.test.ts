import { describe, expect, it } from 'vitest';
import { isPlaceRanked, placeIdFrom } from './place-rank';

describe('place rules', () => {
  it('reads a place id from digits or from map and place links', () => {
    expect(placeIdFrom(' 1234567 ')).toBe('1234567');
    expect(placeIdFrom(1234567)).toBe('1234567');
    expect(placeIdFrom('https://map.naver.com/p/entry/place/38123456?c=15.00,0,0,0,dh')).toBe('38123456');
    expect(placeIdFrom('https://map.naver.com/p/search/cafe/place/11223344')).toBe('11223344');
    expect(placeIdFrom('https://m.place.naver.com/restaurant/1987654/home')).toBe('1987654');
    expect(placeIdFrom('https://pcmap.place.naver.com/hairshop/55555/review')).toBe('55555');
    expect(placeIdFrom('')).toBeNull();
    expect(placeIdFrom('12ab')).toBeNull();
    expect(placeIdFrom('https://naver.me/xyz')).toBeNull();
    expect(placeIdFrom(undefined)).toBeNull();
  });

  it('ranks run from 1 to 300', () => {
    expect(isPlaceRanked(1)).toBe(true);
    expect(isPlaceRanked(300)).toBe(true);
    expect(isPlaceRanked(301)).toBe(false);
    expect(isPlaceRanked(0)).toBe(false);
    expect(isPlaceRanked(null)).toBe(false);
  });
});
