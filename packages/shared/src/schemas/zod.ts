import { config, z } from 'zod';

/**
 * Every schema module takes `z` from here, so this runs before the first schema is built.
 * Zod compiles object parsers with `new Function` when it can, and finds out whether it can by
 * trying once when an object schema is built; under the web app's CSP (no 'unsafe-eval') that
 * try is blocked and reported as a `securitypolicyviolation` on every screen with a form, even
 * though zod recovers. Jitless parsing in browsers skips the probe; the server (no `document`)
 * keeps the compiled parsers. Set here rather than in the web entry, zod stays out of the first
 * load of pages without a form.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });

export { z };
