import { config } from 'zod';

/**
 * Imported first by the browser app. Zod compiles object parsers with `new Function` when it can,
 * and finds out whether it can by trying once; under our CSP (no 'unsafe-eval') that try is
 * blocked and reported as a `securitypolicyviolation` on every screen with a form, even though
 * zod recovers. Jitless parsing skips the probe; the server keeps the compiled parsers.
 */
config({ jitless: true });
