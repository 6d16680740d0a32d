/**
 * Every feature's contracts, for the typed web client (a type, so no schema reaches the web's
 * bundles through it) and the server's registration check. One line per feature.
 */
import type { clientReportsContract } from './client-reports';
import type { coinsContract } from './coins';
import type { membersContract } from './members';
import type { noticesContract } from './notices';
import type { rankAlertsContract } from './rank-alerts';

type ContractsOf<T> = T[keyof T];

export type ApiContract =
  | ContractsOf<typeof clientReportsContract>
  | ContractsOf<typeof coinsContract>
  | ContractsOf<typeof membersContract>
  | ContractsOf<typeof noticesContract>
  | ContractsOf<typeof rankAlertsContract>;
