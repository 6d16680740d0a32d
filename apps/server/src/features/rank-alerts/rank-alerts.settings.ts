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

  async function ownedTarget(mbrSn: number, kind: AlertTargetKind, id: number) {
    const target = await repo.ownedTarget(deps.db, mbrSn, kind, id);
    if (!target) throw notFound(kind);
    return target;
  }

  async function target(mbrSn: number, kind: AlertTargetKind, id: number): Promise<TargetAlertAnswer> {
    const owned = await ownedTarget(mbrSn, kind, id);
    const [override, member] = await Promise.all([
      repo.targetRules(deps.db, kind, id),
      repo.memberRules(deps.db, mbrSn),
    ]);
    return { target: owned, override, member: member ?? { ...DEFAULT_ALERT_RULES } };
  }

  return {
    async settings(mbrSn: number): Promise<AlertSettingsAnswer> {
      const [rules, overrides, contact] = await Promise.all([
        repo.memberRules(deps.db, mbrSn),
        repo.overridesOf(deps.db, mbrSn),
        repo.memberContact(deps.db, mbrSn),
      ]);
      return {
        rules: rules ?? { ...DEFAULT_ALERT_RULES },
        overrides,
        email: contact?.email ?? '',
        mailAvailable: deps.mail.configured,
      };
    },

    async saveSettings(mbrSn: number, rules: MemberAlertRules): Promise<MemberAlertRules> {
      await repo.saveMemberRules(deps.db, mbrSn, rules, now());
      return (await repo.memberRules(deps.db, mbrSn))!;
    },

    target,

    async saveTarget(mbrSn: number, kind: AlertTargetKind, id: number, rules: AlertRules) {
      await deps.db.transaction(async (tx) => {
        // Checked in the same transaction, so a product deleted meanwhile cannot get rules.
        if (!(await repo.ownedTarget(tx, mbrSn, kind, id))) throw notFound(kind);
        await repo.saveTargetRules(tx, mbrSn, kind, id, rules, now());
      });
      return target(mbrSn, kind, id);
    },

    async resetTarget(mbrSn: number, kind: AlertTargetKind, id: number) {
      await ownedTarget(mbrSn, kind, id);
      await repo.deleteTargetRules(deps.db, mbrSn, kind, id);
      return target(mbrSn, kind, id);
    },
  };
}
