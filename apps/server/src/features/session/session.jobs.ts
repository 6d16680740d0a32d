import type { JobDefinition } from '../../jobs/boss';
import type { AuthService } from './session.service';

/**
 * Removes expired sessions every day at 04:00 Korea time. (Anonymous sessions, their codes and
 * identity results go with the accounts feature's 15-minute anon-cleanup.)
 */
export const sessionCleanupJob = (auth: AuthService): JobDefinition => ({
  name: 'session-cleanup',
  cron: '0 4 * * *',
  handler: async () => {
    await auth.cleanupExpired();
  },
});
