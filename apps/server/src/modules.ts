/**
 * The composition root (issue 38 §2): every feature module, one line each. The order here does
 * not matter: lib/features/compose.ts makes each after the features it needs and refuses a cycle,
 * a missing need or a port nobody provides at start. Adding a feature is its folder and one line.
 */
import type { AnyFeatureModule } from './lib/features/module';
import { accountsModule } from './features/accounts/accounts.module';
import { agencyModule } from './features/agency/agency.module';
import { apiTokensModule } from './features/api-tokens/api-tokens.module';
import { bulkAddModule } from './features/bulk-add/bulk-add.module';
import { clientReportsModule } from './features/client-reports/client-reports.module';
import { coinsModule } from './features/coins/coins.module';
import { goodsRankModule } from './features/goods-rank/goods-rank.module';
import { inquiriesModule } from './features/inquiries/inquiries.module';
import { kakaoLoginModule } from './features/kakao-login/kakao-login.module';
import { keywordAnalysisModule } from './features/keyword-analysis/keyword-analysis.module';
import { keywordScoreModule } from './features/keyword-score/keyword-score.module';
import { memberAdminModule } from './features/members/members.admin.module';
import { auditModule, membersModule } from './features/members/members.module';
import { memberOperatorModule } from './features/members/members.operator.module';
import { mcpModule } from './features/mcp/mcp.module';
import { myPageModule } from './features/my-page/my-page.module';
import { noticesModule } from './features/notices/notices.module';
import { paymentsModule } from './features/payments/payments.module';
import { placeRankModule } from './features/place-rank/place-rank.module';
import { placeRankMapModule } from './features/place-rank-map/place-rank-map.module';
import { providerUsageModule } from './features/provider-usage/provider-usage.module';
import { alimtalkModule } from './features/rank-alerts/alimtalk.module';
import { rankAlertsModule } from './features/rank-alerts/rank-alerts.module';
import { rankChangesModule } from './features/rank-changes/rank-changes.module';
import { rankingBoardModule } from './features/ranking-board/ranking-board.module';
import { recoveryModule } from './features/recovery/recovery.module';
import { sessionModule } from './features/session/session.module';
import { setupModule } from './features/setup/setup.module';
import { paymentGatewayModule, sourcesModule } from './ports';
import { placeMapSourceModule } from './place-map-source';

export const featureModules: readonly AnyFeatureModule[] = [
  sourcesModule,
  paymentGatewayModule,
  coinsModule,
  auditModule,
  membersModule,
  sessionModule,
  accountsModule,
  kakaoLoginModule,
  recoveryModule,
  setupModule,
  memberAdminModule,
  memberOperatorModule,
  agencyModule,
  paymentsModule,
  myPageModule,
  inquiriesModule,
  noticesModule,
  goodsRankModule,
  placeRankModule,
  rankChangesModule,
  placeMapSourceModule,
  placeRankMapModule,
  rankAlertsModule,
  alimtalkModule,
  bulkAddModule,
  keywordAnalysisModule,
  keywordScoreModule,
  rankingBoardModule,
  apiTokensModule,
  clientReportsModule,
  providerUsageModule,
  mcpModule,
];
