/**
 * Every Korean string the product shows lives in this folder (lint bans Hangul literals elsewhere),
 * one module per feature. `ko` gathers them for the server and tests; the web imports the
 * sections it reads from `./sections` (`import * as ko`), so each chunk carries only those.
 */
import {
  agencyPage,
  adminHome,
  agencyValidation,
  agencyUi,
  agencyInvitation,
  adminGridLocale,
} from './agency';
import {
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
import { cli } from './cli';
import { coinShop, coinHistory } from './coins';
import { errors } from './errors';
import {
  goodsRank,
  goodsRankExport,
  goodsRankUi,
  goodsRankV1,
  goodsLifecycle,
  goodsQuote,
  goodsFinder,
} from './goods-rank';
import { home } from './home';
import { inquiry } from './inquiries';
import { intro } from './intro';
import { keywordAnalysisUi } from './keyword-analysis';
import { keywordScoreUi } from './keyword-score';
import { legal } from './legal';
import { memberAdminUi, simpleCoinUi } from './members';
import { myPage } from './my-page';
import { apiTokens } from './api-tokens';
import { clientReports } from './client-reports';
import { bulkAdd } from './bulk-add';
import { providerUsage } from './provider-usage';
import { notices } from './notices';
import { payments, paymentValidation } from './payments';
import { placeRank, placeRankUi } from './place-rank';
import { productTab } from './product-tab';
import { rankRivals, rankRivalsUi } from './rank-rivals';
import { rankAlerts } from './rank-alerts';
import { rankProvenance } from './rank-provenance';
import { rankingBoardUi } from './ranking-board';
import { setup } from './setup';
import { app, validation, format, roles, common, ui, shell, routes, notFound, footer } from './shell';

export const ko = {
  app,
  errors,
  validation,
  setup,
  cli,
  format,
  roles,
  common,
  ui,
  shell,
  routes,
  notFound,
  agencyPage,
  adminHome,
  home,
  notices,
  productTab,
  intro,
  footer,
  login,
  legal,
  goodsRank,
  goodsRankExport,
  goodsRankUi,
  goodsRankV1,
  account,
  accountMail,
  payments,
  keywordAnalysisUi,
  keywordScoreUi,
  rankingBoardUi,
  paymentValidation,
  coinShop,
  coinHistory,
  goodsLifecycle,
  goodsQuote,
  goodsFinder,
  accountValidation,
  join,
  identity,
  identityAuth,
  findAccount,
  socialLogin,
  myPage,
  apiTokens,
  clientReports,
  // Bulk add from a spreadsheet (issue 29 §2).
  bulkAdd,
  // 수집 현황: paid provider calls (issue 36 §3).
  providerUsage,
  inquiry,
  placeRank,
  placeRankUi,
  agencyValidation,
  agencyUi,
  agencyInvitation,
  memberAdminUi,
  simpleCoinUi,
  adminGridLocale,
  rankAlerts,
  // Rivals on the same keyword (issue 28 §1).
  rankRivals,
  rankRivalsUi,
  // Where each recorded rank came from (issue 36 §2).
  rankProvenance,
};

export type Messages = typeof ko;
