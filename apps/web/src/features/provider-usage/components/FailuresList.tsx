import * as ko from '@seller/shared/messages/sections';
import { kstDateTime } from '@seller/shared/rules/kst';
import { errorKindLabel } from '@seller/shared/rules/provider-usage';
import type { UsageFailure } from '@seller/shared/schemas/provider-usage';

const t = ko.providerUsage;

/**
 * The newest failed calls with the provider's answer. The excerpt is the provider's text as it
 * came (HTML pages among them): React writes it as text, so nothing in it runs or renders.
 */
export function FailuresList({ failures }: { failures: UsageFailure[] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="font-bold text-slate-900">{t.failuresTitle}</h2>
      {failures.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t.failuresEmpty}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-slate-100" data-testid="usage-failures">
          {failures.map((f) => (
            <li key={f.id} className="py-3 text-sm" data-testid="usage-failure">
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <span className="font-semibold text-red-700">{errorKindLabel(f.kind)}</span>
                {f.status !== null && (
                  <span className="rounded bg-slate-100 px-1.5 text-xs font-semibold text-slate-700 tabular-nums">
                    {f.status}
                  </span>
                )}
                <span className="text-slate-600">{f.label}</span>
                <span className="ml-auto text-xs text-slate-500 tabular-nums">
                  {kstDateTime(new Date(f.at))}
                </span>
              </p>
              {f.keyword && (
                <p className="mt-0.5 text-slate-700">
                  <span className="text-slate-500">{t.colKeyword}</span>{' '}
                  <span className="break-all">{f.keyword}</span>
                </p>
              )}
              <pre
                className="mt-1.5 max-h-28 overflow-auto rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap text-slate-700"
                aria-label={t.colDetail}
                data-testid="usage-failure-detail"
              >
                {f.detail ?? t.noDetail}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
