import { describe, expect, it } from 'vitest';
import type { AccountsService } from './accounts.service';
import { anonCleanupJob } from './accounts.jobs';

describe('anon-cleanup', () => {
  it('runs every 15 minutes: anonymous sessions last an hour and anyone can open one', async () => {
    let runs = 0;
    const accounts = { anon: { cleanup: async () => void (runs += 1) } } as unknown as AccountsService;
    const job = anonCleanupJob(accounts);
    expect(job.cron).toBe('*/15 * * * *');
    await job.handler({});
    expect(runs).toBe(1);
  });
});
