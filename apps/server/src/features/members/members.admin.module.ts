import { defineFeature } from '../../lib/features/module';
import { memberAdminRoutes } from './members.admin.routes';
import { type AdminGrantsPort, createMemberAdminService } from './members.admin.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'member-admin': { memberAdmin: ReturnType<typeof createMemberAdminService> };
  }
  interface FeaturePorts {
    /**
     * A grant's cancellation (`grant:<id>` rows of the pay history): asked here, provided by the
     * agency feature, which needs this one's member list (the runtime cycle of issue 38 §2).
     */
    'member-admin.grants': AdminGrantsPort;
  }
}

/** Administration: the member list, coin grants and cancellations, the audit log (spec 01 §2.11). */
export const memberAdminModule = defineFeature({
  name: 'member-admin',
  needs: ['coins', 'payments'],
  create: (ctx, { coins, payments }) => ({
    memberAdmin: createMemberAdminService({
      db: ctx.db,
      now: ctx.now,
      coins,
      payments,
      grants: ctx.port('member-admin.grants'),
    }),
  }),
  routes: (app, { memberAdmin }) => memberAdminRoutes(app, { admin: memberAdmin }),
});
