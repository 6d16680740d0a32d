import { describe, expect, it } from 'vitest';
import { isEmail, isName, isPassword, isPhone, normalizeEmail } from './member';

describe('email (spec 01 §5)', () => {
  it.each(['a@b.com', 'kim.seller-01@shop.co.kr', 'a_b@c-d.net', 'ABC@EXAMPLE.ORG'])('accepts %s', (v) =>
    expect(isEmail(v)).toBe(true),
  );
  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    'a@b.info',
    'a..b@c.com',
    '.a@b.com',
    'a@b.co1',
    'a b@c.com',
    '한글@b.com',
  ])('refuses %j', (v) => expect(isEmail(v)).toBe(false));
  it('normalizes case and spaces for uniqueness', () =>
    expect(normalizeEmail(' Kim@Shop.COM ')).toBe('kim@shop.com'));
});

describe('password (spec 01 §5)', () => {
  it.each(['Abcdef1!', 'a1!aaaaa', 'Passw0rd^+=-', 'x'.repeat(13) + '1!'])('accepts %j', (v) =>
    expect(isPassword(v)).toBe(true),
  );
  it.each([
    ['too short', 'Ab1!xyz'],
    ['too long', 'Abcdefghijk123!!'],
    ['no digit', 'Abcdefgh!'],
    ['no letter', '12345678!'],
    ['no special', 'Abcdefgh1'],
    ['special outside the set', 'Abcdefg1&'],
    ['space', 'Abcd efg1!'],
  ])('refuses %s', (_why, v) => expect(isPassword(v)).toBe(false));
});

describe('name and phone (spec 01 §5)', () => {
  it.each(['김', '홍길동', 'Kim', 'ABCDEF', '관리자'])('accepts name %s', (v) =>
    expect(isName(v)).toBe(true),
  );
  it.each(['', '일곱글자이름임', 'Kim1', 'Kim Lee', 'ㄱㄴ'])('refuses name %j', (v) =>
    expect(isName(v)).toBe(false),
  );
  it.each(['01012345678', '0101234567', '01912345678'])('accepts phone %s', (v) =>
    expect(isPhone(v)).toBe(true),
  );
  it.each(['010-1234-5678', '02123456789', '0121234567', '010123456789'])('refuses phone %s', (v) =>
    expect(isPhone(v)).toBe(false),
  );
});
