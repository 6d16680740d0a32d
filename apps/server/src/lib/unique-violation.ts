/** The constraint a unique violation hit ('' when unknown), or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const x = e as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };
    if (x.code === '23505') return x.constraint ?? x.constraint_name ?? '';
    e = x.cause;
  }
  return null;
}
