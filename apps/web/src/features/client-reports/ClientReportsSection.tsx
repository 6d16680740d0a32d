import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ExternalLink, FileDown, FileChartColumnIncreasing } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  CLIENT_REPORT_EXPIRY_DAYS,
  CLIENT_REPORT_MAX_ITEMS,
  CLIENT_REPORT_COMMENT_MAX,
  CLIENT_REPORT_NAME_MAX,
  type ClientReportCandidates,
  type ClientReportForm,
  clientReportForm,
  createReportBodyOf,
} from '@seller/shared/schemas/client-reports';
import { ExpirySelect } from '../../components/revocable/ExpirySelect';
import { RevocableList } from '../../components/revocable/RevocableList';
import { ShownOnceDialog } from '../../components/revocable/ShownOnceDialog';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field, Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import {
  createClientReport,
  downloadOwnerPdf,
  fetchCandidates,
  fetchClientReports,
  revokeClientReport,
} from './api/client-reports-api';
import { ReportRecipients } from './ReportRecipients';

const t = ko.clientReports;

/** The link a token opens: the SPA's public report page on this site. */
const reportLink = (token: string) => `${window.location.origin}/report/${token}`;

/** 마이페이지 → 고객 리포트 (issue 29 §1): make a link (shown once), see the list, download, revoke. */
export function ClientReportsSection() {
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <p className="text-[15px] text-slate-600">{t.intro}</p>
      <CreateForm onCreated={(token) => setCreated(reportLink(token))} />
      <ReportList />
      <ShownOnceDialog
        value={created}
        onClose={() => setCreated(null)}
        t={t}
        testId="report-link"
        actions={
          <a
            href={created ?? undefined}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-slate-300 px-4 text-[15px] font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t.open}
          </a>
        }
      />
    </div>
  );
}

function CreateForm({ onCreated }: { onCreated: (token: string) => void }) {
  const queryClient = useQueryClient();
  const candidates = useQuery({
    queryKey: queryKeys.myPage.clientReportCandidates,
    queryFn: fetchCandidates,
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ClientReportForm>({
    resolver: zodResolver(clientReportForm),
    defaultValues: { name: '', comment: '', expiry: '30', goods: [], places: [], monthly: false, mailTo: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const submit = handleSubmit(async (form) => {
    setError(null);
    try {
      const made = await createClientReport(createReportBodyOf(form));
      reset();
      onCreated(made.token);
      // The confirmation mails that went to the monthly mail's addresses.
      if (form.monthly && made.message) toast.success(made.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myPage.clientReports, exact: true });
    } catch (err) {
      setError(errorMessage(err));
    }
  });
  const goods = watch('goods');
  const places = watch('places');
  const monthly = watch('monthly');
  const pick = (field: 'goods' | 'places', ids: number[]) =>
    setValue(field, ids, { shouldValidate: isSubmitted, shouldDirty: true });
  const nameError = errors.name?.message;
  const commentError = errors.comment?.message;
  const itemsError = errors.goods?.message;
  const mailError = errors.mailTo?.message;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 p-5"
      data-testid="report-form"
      aria-labelledby="report-form-title"
    >
      <h3 id="report-form-title" className="text-lg font-semibold text-slate-900">
        {t.createTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field id="report-name" label={t.name} error={nameError}>
          <Input
            id="report-name"
            maxLength={CLIENT_REPORT_NAME_MAX}
            placeholder={t.namePlaceholder}
            invalid={Boolean(nameError)}
            aria-describedby={nameError ? 'report-name-error' : undefined}
            {...register('name')}
          />
        </Field>
        <ExpirySelect
          id="report-expiry"
          days={CLIENT_REPORT_EXPIRY_DAYS}
          t={t}
          registration={register('expiry')}
        />
      </div>
      <Field id="report-comment" label={t.comment} error={commentError}>
        <textarea
          id="report-comment"
          rows={3}
          maxLength={CLIENT_REPORT_COMMENT_MAX}
          placeholder={t.commentHint}
          aria-invalid={Boolean(commentError)}
          aria-describedby={commentError ? 'report-comment-error' : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-[15px] text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200"
          {...register('comment')}
        />
      </Field>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={itemsError ? 'report-items-error' : 'report-items-hint'}
      >
        <legend className="text-sm font-semibold text-slate-700">{t.items}</legend>
        <p id="report-items-hint" className="text-[13px] text-slate-500">
          {t.itemsHint(CLIENT_REPORT_MAX_ITEMS)} · {t.selectedCount(goods.length + places.length)}
        </p>
        {candidates.isPending ? (
          <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : candidates.isError ? (
          <ErrorState text={t.candidatesFailed} onRetry={() => void candidates.refetch()} className="py-4" />
        ) : !candidates.data.goods.length && !candidates.data.places.length ? (
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">{t.noCandidates}</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            <ItemGroup
              title={t.goods}
              testId="report-goods"
              items={candidates.data.goods}
              chosen={goods}
              onChange={(ids) => pick('goods', ids)}
            />
            <ItemGroup
              title={t.places}
              testId="report-places"
              items={candidates.data.places}
              chosen={places}
              onChange={(ids) => pick('places', ids)}
            />
          </div>
        )}
        {itemsError && (
          <p id="report-items-error" role="alert" className="text-sm font-medium text-red-600">
            {itemsError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
        <label className="flex items-start gap-3 text-[15px] font-semibold text-slate-800">
          <input type="checkbox" className="mt-0.5 size-5 accent-brand-600" {...register('monthly')} />
          <span>
            {t.monthly}
            <span className="block text-[13px] font-normal text-slate-500">{t.monthlyHint}</span>
          </span>
        </label>
        {monthly && (
          <Field id="report-mail-to" label={t.mailTo} error={mailError}>
            <textarea
              id="report-mail-to"
              rows={3}
              placeholder={t.mailToPlaceholder}
              aria-invalid={Boolean(mailError)}
              aria-describedby={mailError ? 'report-mail-to-error' : undefined}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-[15px] text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200"
              {...register('mailTo')}
            />
          </Field>
        )}
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} className="self-start" data-testid="report-create">
        {isSubmitting ? t.creating : t.create}
      </Button>
    </form>
  );
}

function ItemGroup({
  title,
  testId,
  items,
  chosen,
  onChange,
}: {
  title: string;
  testId: string;
  items: ClientReportCandidates['goods'];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  if (!items.length) return null;
  const all = items.every((i) => chosen.includes(i.id));
  return (
    <div className="flex flex-col rounded-xl border border-slate-200" data-testid={testId}>
      <label className="flex items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={all}
          onChange={() => onChange(all ? [] : items.map((i) => i.id))}
        />
        {title} · {t.selectAll}
      </label>
      <ul className="max-h-64 overflow-y-auto">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex min-h-11 items-center gap-3 px-3 py-2 text-[15px] text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-600"
                checked={chosen.includes(item.id)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))
                }
              />
              <span className="min-w-0 flex-1 truncate">{item.name}</span>
              {item.owner && (
                // A group member's item (issue 40 §1): whose it is, so the agency picks the right one.
                <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                  {t.ownerOf(item.owner)}
                </span>
              )}
              <span className="shrink-0 text-xs text-slate-500">{t.keywordCount(item.keywords)}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReportList() {
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = (id: number) => {
    setDownloading(id);
    downloadOwnerPdf(id)
      .catch((err: unknown) => toast.error(errorMessage(err) || t.pdfFailed))
      .finally(() => setDownloading(null));
  };
  return (
    <RevocableList
      t={t}
      testId="report"
      queryKey={queryKeys.myPage.clientReports}
      fetchRows={fetchClientReports}
      revokeRow={revokeClientReport}
      emptyIcon={<FileChartColumnIncreasing aria-hidden="true" className="size-10" />}
      badges={(row) => [
        { label: t.itemsCount(row.items) },
        ...(row.monthly ? [{ label: t.monthlyOn(row.mailTo.length), tone: 'brand' as const }] : []),
      ]}
      last={{
        label: t.lastOpenedAt,
        never: t.neverOpened,
        testId: 'report-last-opened',
        at: (row) => row.lastOpenedAt,
      }}
      details={(row) =>
        row.monthly ? <ReportRecipients reportId={row.id} recipients={row.recipients} /> : null
      }
      actions={(row) => (
        <Button
          variant="outline"
          size="sm"
          loading={downloading === row.id}
          onClick={() => download(row.id)}
          data-testid="report-pdf"
          aria-label={`${row.name} ${t.pdfDownload}`}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t.pdf}
        </Button>
      )}
    />
  );
}
