import { defineFeature } from '../../lib/features/module';
import { agencyRoutes } from './agency.routes';
import { createAgencySettings } from './agency.settings';
import { agencySettingsRoutes } from './agency.settings.routes';
import { createAgencyService } from './agency.service';
import { createInvitationsService } from './invitations.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    agency: {
      agency: ReturnType<typeof createAgencyService>;
      /** An agency member's invitations: the mail goes out after the answer (the app waits for it). */
      agencyInvitations: ReturnType<typeof createInvitationsService>;
      /** 대행사 설정: the name and logo on the agency's client reports (issue 40 §1). */
      agencySettings: ReturnType<typeof createAgencySettings>;
    };
  }
}

/** Agencies (대행사): registration, their members and coin grants (spec 01 §2.12). */
export const agencyModule = defineFeature({
  name: 'agency',
  needs: ['member-admin', 'coins', 'payments', 'audit'],
  create: (ctx, { memberAdmin, coins, payments, audit }) => {
    const { db, now, adapters, config, inBackground, errorFor } = ctx;
    const agency = createAgencyService({
      db,
      now,
      ports: {
        listMembers: (caller, query) => memberAdmin.list(caller, 'agency', query),
        exportMembers: (caller, query) => memberAdmin.exportList(caller, 'agency', query),
        audit,
        coins,
        chargeHistory: (memberId) => payments.chargeHistory(memberId),
        coinHistory: (memberId, pageNum, pageSize) => coins.history(memberId, pageNum, pageSize),
      },
    });
    // The grants are this feature's; member admin's pay history cancels them through this port.
    ctx.provide('member-admin.grants', {
      quoteCancel: (id) => agency.quoteGrantCancel(id),
      cancel: (actor, id, reason, quoted) => agency.cancelGrant(actor, id, reason, quoted),
    });
    return {
      agency,
      agencyInvitations: createInvitationsService({
        db,
        now,
        audit,
        mail: adapters.mail,
        publicUrl: config.publicUrl,
        later: inBackground,
        logError: errorFor('agency'),
      }),
      agencySettings: createAgencySettings({ db, now }),
    };
  },
  routes: async (app, { agency, agencyInvitations, agencySettings }) => {
    agencyRoutes(app, { agency, invitations: agencyInvitations, inviteLimit: { max: 30, windowMs: 60_000 } });
    await agencySettingsRoutes(app, { settings: agencySettings, uploadLimit: { max: 20, windowMs: 60_000 } });
  },
});
