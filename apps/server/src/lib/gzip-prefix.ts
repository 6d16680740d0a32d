import zlib from 'node:zlib';

/**
 * A body made of a large part kept between requests and a small part made for each one, sent
 * gzip-compressed without compressing per request: the kept part is deflated once, flushed to a
 * byte boundary and not finished; each answer appends its own part as a final stored (not
 * compressed) deflate block and the gzip trailer, whose CRC-32 continues the kept part's.
 * The result is one ordinary gzip member (RFC 1951 §3.2.4, RFC 1952), so any client decodes it.
 */
export interface GzipPrefix {
  /** The kept part as it is. */
  raw: Buffer;
  /** Gzip header and the kept part's deflate blocks, flushed, with no final block. */
  gzip: Buffer;
  crc: number;
}

// ID1 ID2, CM = deflate, no flags, no mtime, XFL 0, OS unknown.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_MAX = 0xffff;

export function gzipPrefix(raw: Buffer): GzipPrefix {
  const deflated = zlib.deflateRawSync(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { raw, gzip: Buffer.concat([HEADER, deflated]), crc: zlib.crc32(raw) };
}

/** The bytes that follow `prefix.gzip` to make the whole body (kept part, then `tail`). */
export function gzipTail(prefix: GzipPrefix, tail: Buffer): Buffer {
  const blocks = Math.max(1, Math.ceil(tail.length / STORED_MAX));
  const out = Buffer.alloc(tail.length + blocks * 5 + 8);
  let at = 0;
  for (let i = 0; i < blocks; i++) {
    const part = tail.subarray(i * STORED_MAX, (i + 1) * STORED_MAX);
    // BFINAL on the last block, BTYPE 00 (stored); the sync flush left us on a byte boundary.
    out[at++] = i === blocks - 1 ? 1 : 0;
    out.writeUInt16LE(part.length, at);
    out.writeUInt16LE(~part.length & 0xffff, at + 2);
    at += 4;
    at += part.copy(out, at);
  }
  // Node's crc32 of an empty buffer answers 0, not the value it was given to continue.
  out.writeUInt32LE(tail.length ? zlib.crc32(tail, prefix.crc) : prefix.crc, at);
  out.writeUInt32LE((prefix.raw.length + tail.length) >>> 0, at + 4);
  return out;
}
