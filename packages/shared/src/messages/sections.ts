/**
 * The message sections as named exports, for `import * as ko from '@seller/shared/messages/sections'`
 * in the web: the bundler keeps only the sections a chunk reads (ko.ts's one object would carry all).
 */
export {
  agencyPage,
  adminHome,
  agencyValidation,
  agencyUi,
  agencyInvitation,
  adminGridLocale,
} from './agency';
export {
  account,
  accountMail,
  login,
  accountValidation,
  join,
  identity,
  identityAuth,
  findAccount,
  socialLogin,
} from './auth';
export { cli } from './cli';
export { coinShop, coinHistory } from './coins';
export { errors } from './errors';
export {
  goodsRank,
  goodsRankExport,
  goodsRankUi,
  goodsRankV1,
  goodsLifecycle,
  goodsQuote,
  goodsFinder,
} from './goods-rank';
export { home } from './home';
export { inquiry } from './inquiries';
export { intro } from './intro';
export { keywordAnalysisUi } from './keyword-analysis';
export { keywordScoreUi } from './keyword-score';
export { legal } from './legal';
export { memberAdminUi, simpleCoinUi } from './members';
export { myPage } from './my-page';
export { apiTokens } from './api-tokens';
export { clientReports } from './client-reports';
export { bulkAdd } from './bulk-add';
export { providerUsage } from './provider-usage';
export { notices } from './notices';
export { payments, paymentValidation } from './payments';
export { placeRank, placeRankUi } from './place-rank';
export { productTab } from './product-tab';
export { rankAlerts } from './rank-alerts';
export { rankingBoardUi } from './ranking-board';
export { setup } from './setup';
export { app, validation, format, roles, common, ui, shell, routes, notFound, footer } from './shell';
export { rankRivals, rankRivalsUi } from './rank-rivals';
export { rankProvenance } from './rank-provenance';
