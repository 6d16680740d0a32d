/**
 * Every feature's contracts, for the typed web client (a type, so no schema reaches the web's
 * bundles through it) and the server's registration check. One line per feature.
 */
import type { agencyContract } from './agency';
import type { apiTokensContract } from './api-tokens';
import type { authContract } from './auth';
import type { bulkAddContract } from './bulk-add';
import type { clientReportsContract } from './client-reports';
import type { coinsContract } from './coins';
import type { goodsFinderContract } from './goods-finder';
import type { goodsRankContract } from './goods-rank';
import type { inquiriesContract } from './inquiries';
import type { keywordAnalysisContract } from './keyword-analysis';
import type { keywordScoreContract } from './keyword-score';
import type { membersContract } from './members';
import type { myPageContract } from './my-page';
import type { noticesContract } from './notices';
import type { paymentsContract } from './payments';
import type { placeRankContract } from './place-rank';
import type { placeRankMapContract } from './place-rank-map';
import type { providerUsageContract } from './provider-usage';
import type { rankChangesContract } from './rank-changes';
import type { rankAlertsContract } from './rank-alerts';
import type { alimtalkContract } from './rank-alerts-alimtalk';
import type { rankingBoardContract } from './ranking-board';
import type { setupContract } from './setup';
import type { systemContract } from './system';

type ContractsOf<T> = T[keyof T];

export type ApiContract =
  | ContractsOf<typeof agencyContract>
  | ContractsOf<typeof apiTokensContract>
  | ContractsOf<typeof authContract>
  | ContractsOf<typeof bulkAddContract>
  | ContractsOf<typeof clientReportsContract>
  | ContractsOf<typeof coinsContract>
  | ContractsOf<typeof goodsFinderContract>
  | ContractsOf<typeof goodsRankContract>
  | ContractsOf<typeof inquiriesContract>
  | ContractsOf<typeof keywordAnalysisContract>
  | ContractsOf<typeof keywordScoreContract>
  | ContractsOf<typeof membersContract>
  | ContractsOf<typeof myPageContract>
  | ContractsOf<typeof noticesContract>
  | ContractsOf<typeof paymentsContract>
  | ContractsOf<typeof placeRankContract>
  | ContractsOf<typeof placeRankMapContract>
  | ContractsOf<typeof providerUsageContract>
  | ContractsOf<typeof rankChangesContract>
  | ContractsOf<typeof rankAlertsContract>
  | ContractsOf<typeof alimtalkContract>
  | ContractsOf<typeof rankingBoardContract>
  | ContractsOf<typeof setupContract>
  | ContractsOf<typeof systemContract>;
