import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPrefix, gzipTail } from './gzip-prefix';

const whole = (kept: Buffer, tail: Buffer) => {
  const prefix = gzipPrefix(kept);
  return Buffer.concat([prefix.gzip, gzipTail(prefix, tail)]);
};

describe('gzip of a kept part and a per-call tail', () => {
  it('decodes to the kept part followed by the tail, for any tail, with a valid CRC and length', () => {
    const kept = Buffer.from(
      `{"myGoodsRank":[${Array.from({ length: 300 }, (_, i) => `{"gdpSn":${i},"title":"상품 ${i}"}`).join(',')}]`,
    );
    for (const tail of [
      Buffer.alloc(0),
      Buffer.from(',"serverNow":"2026-11-24T00:00:00.000Z"}'),
      randomBytes(0xffff),
      randomBytes(0xffff + 1),
      randomBytes(200_000),
    ]) {
      const body = whole(kept, tail);
      // gunzipSync checks the CRC-32 and the length of the trailer.
      expect(zlib.gunzipSync(body).equals(Buffer.concat([kept, tail]))).toBe(true);
    }
  });

  it('an empty kept part, and a prefix shared by many answers', () => {
    expect(zlib.gunzipSync(whole(Buffer.alloc(0), Buffer.from('{}'))).toString()).toBe('{}');
    const prefix = gzipPrefix(Buffer.from('{"a":1'));
    for (const n of [1, 2, 3]) {
      const body = Buffer.concat([prefix.gzip, gzipTail(prefix, Buffer.from(`,"n":${n}}`))]);
      expect(JSON.parse(zlib.gunzipSync(body).toString())).toEqual({ a: 1, n });
    }
  });

  it('compresses the kept part: a list answer travels in a fraction of its size', () => {
    const kept = Buffer.from(
      JSON.stringify(
        Array.from({ length: 500 }, (_, i) => ({ gdkdSn: i, keyword: `키워드 ${i % 40}`, rank: i % 97 })),
      ),
    );
    expect(gzipPrefix(kept).gzip.length).toBeLessThan(kept.length / 4);
  });
});
