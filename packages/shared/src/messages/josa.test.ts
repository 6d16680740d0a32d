import { describe, expect, it } from 'vitest';
import { particle } from './josa';

describe('particle', () => {
  it('follows a Hangul word by its last syllable', () => {
    expect(`사과${particle('사과', '이/가')}`).toBe('사과가');
    expect(`무선 이어폰${particle('무선 이어폰', '을/를')}`).toBe('무선 이어폰을');
    expect(particle('서울', '으로/로')).toBe('로'); // ㄹ takes 로
    expect(particle('수박', '으로/로')).toBe('으로');
  });

  it('reads a number as Korean: 123 is 백이십삼, 7004 is 칠천사, 10 is 십', () => {
    expect(particle('123', '이/가')).toBe('이');
    expect(particle('7004', '이/가')).toBe('가');
    expect(particle('10', '을/를')).toBe('을');
    expect(particle('상품번호 82345678901', '이/가')).toBe('이'); // …구백일
  });

  it('skips closing quotes and brackets after the word', () => {
    expect(particle('‘블루투스 스피커’', '이/가')).toBe('가');
    expect(particle('(수박)', '을/를')).toBe('을');
  });

  it('writes both forms when the sound is unknown', () => {
    expect(particle('seller@example.com', '으로/로')).toBe('(으)로');
    expect(particle('iPhone', '이/가')).toBe('이(가)');
    expect(particle('', '을/를')).toBe('을(를)');
  });
});
