import * as ko from '@seller/shared/messages/sections';
import {
  ALERT_THRESHOLD_MAX,
  ALERT_THRESHOLD_MIN,
  type AlertRules,
  DEFAULT_ALERT_RULES,
} from '@seller/shared/schemas/rank-alerts';

/** The rules as the form edits them: each threshold has a switch and the number typed. */
export interface RulesForm {
  enabled: boolean;
  drop: { on: boolean; n: string };
  rise: { on: boolean; n: string };
  top: { on: boolean; n: string; enter: boolean; leave: boolean };
  outOfRange: boolean;
}

export type RulesFormErrors = Partial<Record<'drop' | 'rise' | 'top', string>>;

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

const threshold = (text: string): number | null => {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n >= ALERT_THRESHOLD_MIN && n <= ALERT_THRESHOLD_MAX ? n : null;
};

/**
 * The rules to save, or what is wrong with the form. Thresholds of rules switched off are not
 * checked (the number is kept in the form only).
 */
export function fromForm(
  form: RulesForm,
): { rules: AlertRules; errors: null } | { rules: null; errors: RulesFormErrors } {
  const errors: RulesFormErrors = {};
  const drop = form.drop.on ? threshold(form.drop.n) : null;
  const rise = form.rise.on ? threshold(form.rise.n) : null;
  const top = form.top.on ? threshold(form.top.n) : null;
  if (form.drop.on && drop === null) errors.drop = a.thresholdRange;
  if (form.rise.on && rise === null) errors.rise = a.thresholdRange;
  if (form.top.on && top === null) errors.top = a.thresholdRange;
  else if (form.top.on && !form.top.enter && !form.top.leave) errors.top = a.topRequired;
  if (Object.keys(errors).length > 0) return { rules: null, errors };
  return {
    rules: {
      enabled: form.enabled,
      dropBy: drop,
      riseBy: rise,
      topN: top,
      topEnter: form.top.on ? form.top.enter : false,
      topLeave: form.top.on ? form.top.leave : false,
      outOfRange: form.outOfRange,
    },
    errors: null,
  };
}
