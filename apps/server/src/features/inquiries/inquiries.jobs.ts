import type { JobDefinition } from '../../jobs/boss';
import type { InquiriesService } from './inquiries.service';

export const INQUIRY_MAIL_SWEEP = 'inquiry-reply-mail-sweep';

/**
 * Every five minutes, the reply mails still owed (issue 40 §2): a failed send is tried again
 * until its attempts run out (then it stays 'failed', shown to the managers), and a mail whose
 * sender died (process stopped between the commit and the send) is taken over.
 */
export const inquiryMailSweepJob = (inquiries: InquiriesService): JobDefinition => ({
  name: INQUIRY_MAIL_SWEEP,
  cron: '*/5 * * * *',
  handler: async () => {
    await inquiries.sendOwedMails();
  },
});
