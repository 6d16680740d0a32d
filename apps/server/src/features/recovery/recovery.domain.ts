/**
 * "seller@example.com" → "se****@example.com": enough to recognise, not to read. The stars are
 * always four, so the mask does not tell the length either.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}****${email.slice(at)}`;
}
