import type { JobDefinition } from '../../jobs/boss';
import type { AccountsService } from './accounts.service';

/**
 * Anonymous sessions last an hour; anyone can open one (Kakao login link, code mail, identity
 * frame), so their rows go every 15 minutes, with their codes, identity results and stale
 * personal data (stale identities, Kakao sign-ups nobody finished).
 */
export const anonCleanupJob = (accounts: AccountsService): JobDefinition => ({
  name: 'anon-cleanup',
  cron: '*/15 * * * *',
  handler: async () => {
    await accounts.anon.cleanup();
  },
});
