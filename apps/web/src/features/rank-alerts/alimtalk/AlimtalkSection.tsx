import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api';
import { alimtalkKey, fetchAlimtalk } from '../api/alimtalk-api';
import { AlimtalkAddForm } from './AlimtalkAddForm';
import { AlimtalkHistory } from './AlimtalkHistory';
import { AlimtalkRecipientCard } from './AlimtalkRecipientCard';

const t = ko.alimtalk;
const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

/** My page › 알림 설정 › 카카오 알림톡 (issue 40 §3): numbers, their kinds with a quote, history. */
export function AlimtalkSection() {
  const status = useQuery({ queryKey: alimtalkKey, queryFn: fetchAlimtalk });
  let body;
  if (status.isPending) {
    body = (
      <div role="status" className="mt-4 flex flex-col gap-3">
        <span className="sr-only">{t.loading}</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <ErrorState
        title={t.loadFailed}
        text={errorMessage(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data.available) {
    body = <p className="mt-3 text-sm text-slate-600">{t.unavailable}</p>;
  } else {
    const d = status.data;
    body = (
      <div className="mt-4 flex flex-col gap-4">
        {d.recipients.length === 0 ? (
          <p className="text-sm text-slate-600">{t.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {d.recipients.map((r) => (
              <AlimtalkRecipientCard key={`${r.id}-${r.verified}`} r={r} />
            ))}
          </ul>
        )}
        {d.recipients.length < d.maxRecipients ? (
          <AlimtalkAddForm />
        ) : (
          <p className="text-sm text-slate-600">{t.full(d.maxRecipients)}</p>
        )}
        <AlimtalkHistory deliveries={d.deliveries} />
      </div>
    );
  }
  return (
    <section className={card} aria-labelledby="alimtalk-title" data-testid="alimtalk">
      <h3 id="alimtalk-title" className="inline-flex items-center gap-2 text-base font-bold text-slate-900">
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-full bg-[#FEE500] text-[#191600]"
        >
          <Smartphone className="size-4" />
        </span>
        {t.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{t.intro}</p>
      {status.isSuccess && (
        <p className="mt-1 text-sm font-semibold text-slate-800" data-testid="alimtalk-rate">
          {t.rate(status.data.coinsPerMessage)}
        </p>
      )}
      {body}
    </section>
  );
}
