/**
 * The features' error sets, one line each; `errors.ts` merges them (a code declared twice fails the
 * typecheck and the load). A new feature adds `<feature>.errors.ts` and its line here.
 */
export { shellErrors } from './shell.errors';
export { agencyErrors } from './agency.errors';
export { apiTokensErrors } from './api-tokens.errors';
export { authErrors } from './auth.errors';
export { bulkAddErrors } from './bulk-add.errors';
export { clientReportsErrors } from './client-reports.errors';
export { coinsErrors } from './coins.errors';
export { goodsRankErrors } from './goods-rank.errors';
export { inquiriesErrors } from './inquiries.errors';
export { keywordAnalysisErrors } from './keyword-analysis.errors';
export { keywordScoreErrors } from './keyword-score.errors';
export { membersErrors } from './members.errors';
export { mcpErrors } from './mcp.errors';
export { myPageErrors } from './my-page.errors';
export { noticesErrors } from './notices.errors';
export { paymentsErrors } from './payments.errors';
export { placeRankErrors } from './place-rank.errors';
export { placeRankMapErrors } from './place-rank-map.errors';
export { rankAlertsErrors } from './rank-alerts.errors';
export { alimtalkErrors } from './rank-alerts-alimtalk.errors';
export { rankChangesErrors } from './rank-changes.errors';
export { rankRivalsErrors } from './rank-rivals.errors';
export { rankingBoardErrors } from './ranking-board.errors';
export { setupErrors } from './setup.errors';
