/** Job data is parsed by the job's payload schema before its handler runs (issue 27 §1). */
import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { hourlyCheckPayload, keywordCheckPayload } from '../lib/rank-engine/payloads';
import { jobWith, runJob } from './boss';

describe('job payloads', () => {
  const handler = vi.fn(async (_data: { keywordNorm: string; day?: string | undefined }) => undefined);
  const job = jobWith({ name: 'check', payload: keywordCheckPayload, handler });

  it('hands the handler the parsed data', async () => {
    await runJob(job, { keywordNorm: 'cafe', day: '2026-12-01', extra: 1 });
    expect(handler).toHaveBeenCalledWith({ keywordNorm: 'cafe', day: '2026-12-01' });
  });

  it('fails a malformed job without running its handler', async () => {
    handler.mockClear();
    for (const data of [{}, { keywordNorm: '' }, { keywordNorm: 'cafe', day: 'yesterday' }, null])
      await expect(runJob(job, data)).rejects.toBeInstanceOf(ZodError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('reads an hourly check queued before slots as its pages of 100, and refuses one with neither', async () => {
    const hourly = vi.fn(async (_data: { keywordNorm: string; hour: string; slots: number }) => undefined);
    const check = jobWith({ name: 'hourly', payload: hourlyCheckPayload, handler: hourly });
    const hour = '2026-12-02T03:00:00.000Z';
    await runJob(check, { keywordNorm: 'cafe', hour, slots: 29 });
    await runJob(check, { keywordNorm: 'cafe', hour, pages: 2 });
    expect(hourly.mock.calls.map(([d]) => d.slots)).toEqual([29, 200]);
    await expect(runJob(check, { keywordNorm: 'cafe', hour })).rejects.toBeInstanceOf(ZodError);
  });

  it('passes the data of a job without a schema as it came ({} for a scheduled run)', async () => {
    const plain = { name: 'cron', handler: vi.fn(async () => undefined) };
    await runJob(plain, null);
    expect(plain.handler).toHaveBeenCalledWith({});
  });
});
