import type { Config } from '../../config';
import { defineFeature } from '../../lib/features/module';
import { providerUsageJobs } from '../../lib/provider-usage/jobs';
import { createProviderMeter } from '../../lib/provider-usage/meter';
import { MICROS, type Money } from '../../lib/provider-usage/money';
import { createBudgetAlerts } from './provider-usage.alerts';
import { providerUsageRoutes } from './provider-usage.routes';
import { createProviderUsageService } from './provider-usage.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'provider-usage': {
      /** The meter the paid adapters call around each request (lib/provider-usage). */
      providerMeter: ReturnType<typeof createProviderMeter>;
      /** The managers' 수집 현황. */
      providerUsage: ReturnType<typeof createProviderUsageService>;
    };
  }
}

/**
 * The configured shopping source's daily budget, in the currency it was set in (won when both are
 * set: the stricter reading of an operator who wrote a won figure). No budget set: none is kept.
 */
function shoppingBudgets(config: Config): Record<string, Money> {
  const { source, dailyBudget } = config.shopping;
  if (dailyBudget.krw !== null)
    return { [source]: { micros: Math.round(dailyBudget.krw * MICROS), currency: 'KRW' } };
  if (dailyBudget.usd !== null)
    return { [source]: { micros: Math.round(dailyBudget.usd * MICROS), currency: 'USD' } };
  return {};
}

/** SOLAPI's daily budget (SOLAPI_DAILY_BUDGET_KRW, issue 40 §3), beside the shopping source's. */
function alimtalkBudget(config: Config): Record<string, Money> {
  const krw = config.alimtalk.dailyBudgetKrw;
  return krw === null ? {} : { solapi: { micros: Math.round(krw * MICROS), currency: 'KRW' } };
}

/**
 * Paid provider calls (issue 36 §3): counted, priced and capped per source and Korea day in the
 * database. A refused call tells the managers once a day (bell and mail).
 */
export const providerUsageModule = defineFeature({
  name: 'provider-usage',
  needs: ['rank-alerts'],
  create: ({ db, now, config, adapters, overrides, inBackground, warnFor, naverCutover }, { rankAlerts }) => {
    const budgets = overrides.providerBudgets ?? { ...shoppingBudgets(config), ...alimtalkBudget(config) };
    const budgetAlerts = createBudgetAlerts({
      db,
      now,
      mail: adapters.mail,
      notify: (tx, notice) => rankAlerts.managerNotice(tx, notice),
      publicUrl: config.publicUrl,
      warn: warnFor('provider-usage'),
    });
    const providerMeter = createProviderMeter({
      db,
      now,
      usdKrw: config.usdKrwRate,
      budgets,
      onBudgetReached: (event) => inBackground(budgetAlerts.reached(event)),
    });
    const providerUsage = createProviderUsageService({
      db,
      now,
      usdKrw: config.usdKrwRate,
      budgets: () => Object.fromEntries(Object.keys(budgets).map((s) => [s, providerMeter.budgetOf(s)])),
      naverCutover,
    });
    return { providerMeter, providerUsage };
  },
  routes: (app, { providerUsage }) => providerUsageRoutes(app, { usage: providerUsage }),
  jobs: ({ providerMeter }, { db }) => providerUsageJobs({ db, meter: providerMeter }),
});
