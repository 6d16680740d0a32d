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

/**
 * Anonymous sessions last an hour; anyone can open one (Kakao login link, code mail, identity
 * frame), so their rows go every 15 minutes rather than once a day.
 */
export const anonCleanupJob = (accounts: AccountsService): JobDefinition => ({
  name: 'anon-cleanup',
  cron: '*/15 * * * *',
  handler: async () => {
    await accounts.anon.cleanup();
  },
});
