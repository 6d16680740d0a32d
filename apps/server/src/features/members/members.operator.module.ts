import { defineFeature } from '../../lib/features/module';
import { createMemberOperatorService } from './members.operator';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'member-operator': { memberOperator: ReturnType<typeof createMemberOperatorService> };
  }
}

/** The operator's command (cli/member.ts), run in its own process or by the app for it. */
export const memberOperatorModule = defineFeature({
  name: 'member-operator',
  needs: ['members', 'coins', 'session', 'api-tokens'],
  create: ({ db, now }, { members, coins, endSessions, apiTokens }) => ({
    memberOperator: createMemberOperatorService({
      db,
      now,
      members,
      coins,
      endSessions,
      revokeApiTokens: (tx, memberId) => apiTokens.revokeAll(tx, memberId),
    }),
  }),
});
