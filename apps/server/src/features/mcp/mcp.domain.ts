/** The MCP server's rules (issue 44), pure: the quote a write must match, and the movers' filter. */
import { createHash } from 'node:crypto';
import { normalizeKeyword } from '@seller/shared';
import type { McpAddRequest } from '@seller/shared/schemas/mcp';
import { AppError } from '../../lib/app-error';

/** How long an agent may take between showing a quote and spending it. */
export const QUOTE_TTL_MS = 10 * 60_000;

/**
 * What a write is compared with its quote by: the products (type, number, normalized keywords)
 * and keywords in order, so a write that adds anything else than what was priced is refused.
 */
export function requestHash(req: McpAddRequest): string {
  const canonical = {
    products: req.products.map((p) => [p.type, p.number, p.keywords.map(normalizeKeyword)]),
    keywords: req.keywords.map((k) => [k.productId, normalizeKeyword(k.keyword)]),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export interface StoredQuote {
  mbrSn: number;
  requestHash: string;
  balance: number;
  expiresAt: Date;
  startedAt: Date | null;
}

/**
 * Refuses a write its quote no longer covers: another member's or unknown quote (not found),
 * another request, expired, or a balance that moved since it was shown. A write already begun
 * under this quote (a retry after a failure part-way) is not refused for the balance its own
 * first part moved.
 */
export function checkQuote(
  q: StoredQuote | null,
  write: { memberId: number; hash: string; balance: number; now: Date },
): void {
  if (!q || q.mbrSn !== write.memberId) throw new AppError('MCP_QUOTE_NOT_FOUND');
  if (q.requestHash !== write.hash) throw new AppError('MCP_QUOTE_MISMATCH');
  if (q.startedAt) return;
  if (q.expiresAt.getTime() <= write.now.getTime()) throw new AppError('MCP_QUOTE_EXPIRED');
  if (q.balance !== write.balance) throw new AppError('MCP_QUOTE_BALANCE_CHANGED');
}

/**
 * The Idempotency-Key of one item of a quoted write. Derived from the quote, not the JSON-RPC id:
 * a client numbers its calls from 1 on every connection (and the stateless transport keeps no
 * session), so the id of a retried tool call is not the same call's identity, while the quote is.
 */
export const itemKey = (quoteId: string, kind: 'p' | 'k', index: number): string =>
  `mcp-${quoteId.replaceAll('-', '')}-${kind}${index}`;

export interface KeywordMove {
  productId: number;
  title: string | null;
  keywordId: number;
  keyword: string;
  rank: number | null;
  previousRank: number | null;
  /** Places up since the previous check (negative: down); null when either rank is unknown. */
  move: number | null;
  /** Was in the top N the filter asked about, and no longer is. */
  droppedOut: boolean;
}

export interface MoverFilter {
  droppedOutOfTop?: number | undefined;
  minUp?: number | undefined;
  minDown?: number | undefined;
  limit: number;
}

interface ProductRanks {
  id: number;
  title: string | null;
  keywords: Array<{ id: number; keyword: string; rank: number | null; previousRank: number | null }>;
}

const moveOf = (rank: number | null, previous: number | null) =>
  rank !== null && previous !== null ? previous - rank : null;

/**
 * The keywords that moved most, largest first. A keyword that fell out of the ranks read (rank
 * null after a rank) moved by an unknown amount: it counts only for droppedOutOfTop, and ranks
 * after every known move. With no filter, any keyword that moved.
 */
export function topMovers(products: readonly ProductRanks[], f: MoverFilter): KeywordMove[] {
  const top = f.droppedOutOfTop;
  const rows = products.flatMap((p) =>
    p.keywords.map((k): KeywordMove => {
      const droppedOut =
        top !== undefined &&
        k.previousRank !== null &&
        k.previousRank <= top &&
        (k.rank === null || k.rank > top);
      return {
        productId: p.id,
        title: p.title,
        keywordId: k.id,
        keyword: k.keyword,
        rank: k.rank,
        previousRank: k.previousRank,
        move: moveOf(k.rank, k.previousRank),
        droppedOut,
      };
    }),
  );
  const anyFilter = top !== undefined || f.minUp !== undefined || f.minDown !== undefined;
  const kept = rows.filter((r) => {
    if (!anyFilter) return r.move !== null ? r.move !== 0 : r.previousRank !== r.rank;
    if (r.droppedOut) return true;
    if (r.move === null) return false;
    return (f.minUp !== undefined && r.move >= f.minUp) || (f.minDown !== undefined && -r.move >= f.minDown);
  });
  const size = (r: KeywordMove) => (r.move === null ? -1 : Math.abs(r.move));
  return kept.sort((a, b) => size(b) - size(a) || a.keywordId - b.keywordId).slice(0, f.limit);
}
