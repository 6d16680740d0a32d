import { defineFeature } from '../../lib/features/module';
import { insertAudit } from './members.audit.repository';
import * as memberRecords from './members.repository';
import { createMembersService } from './members.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    members: {
      members: ReturnType<typeof createMembersService>;
      /** The member rows as the account and setup flows read and write them. */
      memberRecords: typeof memberRecords;
    };
    audit: {
      /** The audit log every manager and agency action writes in its own transaction. */
      audit: typeof insertAudit;
    };
  }
}

/** Member accounts (spec 01 §2). */
export const membersModule = defineFeature({
  name: 'members',
  needs: [],
  create: ({ db }) => ({ members: createMembersService({ db }), memberRecords }),
});

/** The audit log, its own module: payments and agency write it, member admin reads it. */
export const auditModule = defineFeature({
  name: 'audit',
  needs: [],
  create: () => ({ audit: insertAudit }),
});
