import type { JobDefinition } from '../../jobs/boss';
import type { AccountsService } from './accounts.service';
import type { AuthService } from './auth.service';

/**
 * Removes expired sessions every day at 04:00 Korea time, and with them expired anonymous
 * sessions (their codes and identity results) and stale identity data.
 */
export const sessionCleanupJob = (auth: AuthService, accounts?: AccountsService): JobDefinition => ({
  name: 'session-cleanup',
  cron: '0 4 * * *',
  handler: async () => {
    await auth.cleanupExpired();
    await accounts?.anon.cleanup();
  },
});
