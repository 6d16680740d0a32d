import * as ko from '@seller/shared/messages/sections';
import { type AlertRules, DEFAULT_ALERT_RULES, alertThreshold } from '@seller/shared/schemas/rank-alerts';
import { z } from '@seller/shared/schemas/zod';

/** The rules as the form edits them: each threshold has a switch and the number typed. */
export interface RulesForm {
  enabled: boolean;
  drop: { on: boolean; n: string };
  rise: { on: boolean; n: string };
  top: { on: boolean; n: string; enter: boolean; leave: boolean };
  outOfRange: boolean;
}

/** My page's form: the rules and the daily mail. */
export interface MemberRulesForm extends RulesForm {
  digest: boolean;
}

const a = ko.rankAlerts;

/** A rule switched off keeps showing the default N, so switching it on starts somewhere sensible. */
export function toForm(rules: AlertRules): RulesForm {
  const n = (value: number | null, fallback: number | null) => String(value ?? fallback ?? 10);
  return {
    enabled: rules.enabled,
    drop: { on: rules.dropBy !== null, n: n(rules.dropBy, DEFAULT_ALERT_RULES.dropBy) },
    rise: { on: rules.riseBy !== null, n: n(rules.riseBy, DEFAULT_ALERT_RULES.riseBy) },
    top: {
      on: rules.topN !== null,
      n: n(rules.topN, DEFAULT_ALERT_RULES.topN),
      // A top rule switched on with neither direction is refused; start from both.
      enter: rules.topN === null ? true : rules.topEnter,
      leave: rules.topN === null ? true : rules.topLeave,
    },
    outOfRange: rules.outOfRange,
  };
}

/** The typed number: up to three digits, then the wire's 1–499. */
const thresholdText = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(alertThreshold.unwrap());

const parsed = (rule: { on: boolean; n: string }): number | null =>
  rule.on ? (thresholdText.safeParse(rule.n).data ?? null) : null;

const ruleShape = z.object({ on: z.boolean(), n: z.string() });
const formShape = {
  enabled: z.boolean(),
  drop: ruleShape,
  rise: ruleShape,
  top: ruleShape.extend({ enter: z.boolean(), leave: z.boolean() }),
  outOfRange: z.boolean(),
};

/**
 * Thresholds of rules switched off are not checked (the number is kept in the form only); a top
 * rule needs a direction. Each message goes to its rule's number (react-hook-form re-checks a
 * field, not the group around it; the rule's switches name the number in `deps`).
 */
function checkRules(form: RulesForm, ctx: z.RefinementCtx) {
  for (const key of ['drop', 'rise', 'top'] as const) {
    if (form[key].on && parsed(form[key]) === null)
      ctx.addIssue({ code: 'custom', message: a.thresholdRange, path: [key, 'n'] });
  }
  if (form.top.on && parsed(form.top) !== null && !form.top.enter && !form.top.leave)
    ctx.addIssue({ code: 'custom', message: a.topRequired, path: ['top', 'n'] });
}

export const rulesFormSchema = z.object(formShape).superRefine(checkRules);
export const memberRulesFormSchema = z.object({ ...formShape, digest: z.boolean() }).superRefine(checkRules);

/** The rules to save from a form the schema passed. */
export function toRules(form: RulesForm): AlertRules {
  return {
    enabled: form.enabled,
    dropBy: parsed(form.drop),
    riseBy: parsed(form.rise),
    topN: parsed(form.top),
    topEnter: form.top.on ? form.top.enter : false,
    topLeave: form.top.on ? form.top.leave : false,
    outOfRange: form.outOfRange,
  };
}
