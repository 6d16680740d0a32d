import {
  type AlertRules,
  type AlertSettingsAnswer,
  type AlertTargetKind,
  DEFAULT_ALERT_RULES,
  type MemberAlertRules,
  type TargetAlertAnswer,
} from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { AlertsContext } from './rank-alerts.context';
import * as repo from './rank-alerts.repository';

const notFound = (kind: AlertTargetKind) =>
  new AppError(kind === 'goods' ? 'GOODS_NOT_FOUND' : 'PLACE_NOT_FOUND');

/** The member's alert rules: its own, and those of one product or place. */
export function alertSettings(ctx: AlertsContext) {
  const { deps, now } = ctx;

  async function ownedTarget(memberId: number, kind: AlertTargetKind, id: number) {
    const target = await repo.ownedTarget(deps.db, memberId, kind, id);
    if (!target) throw notFound(kind);
    return target;
  }

  async function target(memberId: number, kind: AlertTargetKind, id: number): Promise<TargetAlertAnswer> {
    const owned = await ownedTarget(memberId, kind, id);
    const [override, member] = await Promise.all([
      repo.targetRules(deps.db, kind, id),
      repo.memberRules(deps.db, memberId),
    ]);
    return { target: owned, override, member: member ?? { ...DEFAULT_ALERT_RULES } };
  }

  return {
    async settings(memberId: number): Promise<AlertSettingsAnswer> {
      const [rules, overrides, contact] = await Promise.all([
        repo.memberRules(deps.db, memberId),
        repo.overridesOf(deps.db, memberId),
        repo.memberContact(deps.db, memberId),
      ]);
      return {
        rules: rules ?? { ...DEFAULT_ALERT_RULES },
        overrides,
        email: contact?.email ?? '',
        mailAvailable: deps.mail.configured,
      };
    },

    async saveSettings(memberId: number, rules: MemberAlertRules): Promise<MemberAlertRules> {
      await repo.saveMemberRules(deps.db, memberId, rules, now());
      return (await repo.memberRules(deps.db, memberId))!;
    },

    target,

    async saveTarget(memberId: number, kind: AlertTargetKind, id: number, rules: AlertRules) {
      await deps.db.transaction(async (tx) => {
        // Checked in the same transaction, so a product deleted meanwhile cannot get rules.
        if (!(await repo.ownedTarget(tx, memberId, kind, id))) throw notFound(kind);
        await repo.saveTargetRules(tx, memberId, kind, id, rules, now());
      });
      return target(memberId, kind, id);
    },

    async resetTarget(memberId: number, kind: AlertTargetKind, id: number) {
      await ownedTarget(memberId, kind, id);
      await repo.deleteTargetRules(deps.db, memberId, kind, id);
      return target(memberId, kind, id);
    },
  };
}
