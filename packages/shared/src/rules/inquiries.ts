/**
 * An inquiry's thread (issue 40 §2) as both sides show it: the operators' replies and the member's
 * follow-ups in the order they were written (replies first when two share an instant).
 */
export type ThreadEntry<R, F> = ({ kind: 'reply' } & R) | ({ kind: 'followUp' } & F);

export function inquiryThread<R extends { createdAt: string }, F extends { createdAt: string }>(
  replies: readonly R[],
  followUps: readonly F[],
): ThreadEntry<R, F>[] {
  const entries: ThreadEntry<R, F>[] = [
    ...replies.map((r) => ({ kind: 'reply' as const, ...r })),
    ...followUps.map((f) => ({ kind: 'followUp' as const, ...f })),
  ];
  const time = (e: { createdAt: string }) => Date.parse(e.createdAt);
  // Array.prototype.sort is stable: equal instants keep replies before follow-ups.
  return entries.sort((a, b) => time(a) - time(b));
}
