/** The `{ code, message, data }` envelope of a successful answer (schemas/envelope.ts declares it). */
export const ok = <T>(data: T, message = '') => ({ code: 'OK' as const, message, data });
