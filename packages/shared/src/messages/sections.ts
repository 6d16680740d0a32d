/**
 * The message sections as named exports, for `import * as ko from '@seller/shared/messages/sections'`
 * in the web: the bundler keeps only the sections a chunk reads (ko.ts's one object would carry all).
 * One line per feature module; a module exports only sections (ko.test.ts checks), so its new
 * sections appear here and in `ko` without editing this file. Error codes are in `error-sets.ts`.
 */
export * from './agency';
export * from './api-reference';
export * from './api-tokens';
export * from './auth';
export * from './bulk-add';
export * from './cli';
export * from './client-reports';
export * from './coins';
export { errors } from './errors';
export * from './goods-rank';
export * from './home';
export * from './inquiries';
export * from './intro';
export * from './keyword-analysis';
export * from './keyword-score';
export * from './legal';
export * from './mcp';
export * from './members';
export * from './my-page';
export * from './notices';
export * from './payments';
export * from './place-rank';
export * from './place-rank-map';
export * from './product-tab';
export * from './provider-usage';
export * from './rank-alerts';
export * from './rank-changes';
export * from './rank-alerts-alimtalk';
export * from './rank-provenance';
export * from './rank-rivals';
export * from './ranking-board';
export * from './setup';
export * from './shell';
