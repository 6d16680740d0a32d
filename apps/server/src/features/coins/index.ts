/**
 * The coins feature's public face. Other features may `import type` from here and from nothing
 * else of this folder (eslint-layers); app.ts hands them the service.
 */
export type { CoinsPort } from './coins.service';
