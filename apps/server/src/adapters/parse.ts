/**
 * Defensive readers for vendor JSON: numbers may come as strings ("116280", "1,234", "1,000+"),
 * empty strings stand for "none", and titles carry <b> highlighting and HTML entities.
 */
import { ProviderError } from './http';

export function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Text of a string or number field; anything else is ''. */
export function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A number from 116280, "116280", "1,234" or "1,000+"; null for "", null, junk. */
export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.replace(/[,+\s]/g, '');
  if (!s || !/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

export function int(v: unknown): number | null {
  const n = num(v);
  return n === null ? null : Math.trunc(n);
}

/** An id that may come as a JSON number or string ("52269766629"); '' when absent. */
export function id(v: unknown): string {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
  return typeof v === 'string' ? v.trim() : '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Drops tags such as <b>…</b> and decodes the common HTML entities. */
export function plain(v: unknown): string {
  return text(v)
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .trim();
}

/** The shape of a vendor answer is not what the adapter knows: schema drift, never retried. */
export function drift(service: string, what: string, body?: unknown): ProviderError {
  return new ProviderError(service, 'malformed', `unexpected response shape: ${what}`, 200, body);
}
