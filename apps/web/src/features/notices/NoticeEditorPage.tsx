import { Suspense, lazy, useEffect, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CircleAlert } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import {
  NOTICE_CATEGORIES,
  NOTICE_IMAGE_MAX_BYTES,
  NOTICE_TITLE_MAX,
  type NoticeDetail,
  type NoticeSaveBody,
  noticeSaveBody,
} from '@seller/shared/schemas/notices';
import { Button, buttonClass } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { Field, Input } from '../../components/ui/Input';
import { LoadingState } from '../../components/ui/LoadingState';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { cn } from '../../lib/cn';
import {
  deleteNoticeImage,
  fetchNotice,
  insertNotice,
  updateNotice,
  uploadNoticeImage,
} from './api/notices-api';
import { noticeFromQuery } from './model/list';
import { koreaToday } from './model/editor';
import { queryKeys } from '../../lib/query-keys';

const t = ko.notices;
// TipTap is its own chunk, fetched when this page renders (never with the home page).
const RichTextEditor = lazy(() => lazyWithRetry(() => import('./components/RichTextEditor')));

type Draft = NoticeSaveBody;

/** The wire's checks, and content that shows something: text or an image (not empty tags). */
const draftSchema = noticeSaveBody.refine(
  (d) => Boolean(d.content.replace(/<[^>]*>/g, '').trim()) || d.content.includes('<img'),
  { message: t.contentRequired, path: ['content'] },
);

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200';

function NoticeForm({ existing }: { existing: NoticeDetail | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors: fieldErrors },
  } = useForm<Draft>({
    // raw: the draft is sent as typed; the server parses it with the same schema.
    resolver: zodResolver(draftSchema, undefined, { raw: true }),
    defaultValues: {
      title: existing?.title ?? '',
      category: existing?.category ?? 'NOTICE',
      noticeDt: existing?.noticeDt ?? koreaToday(),
      content: existing?.content ?? '',
    },
    // The first wrong field gets the focus below (the editor is not a plain input).
    shouldFocusError: false,
  });
  const errors = {
    title: fieldErrors.title?.message,
    category: fieldErrors.category?.message,
    noticeDt: fieldErrors.noticeDt?.message,
    content: fieldErrors.content?.message,
  };
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: Draft) =>
      existing ? updateNotice({ ...body, ntcSn: existing.ntcSn }) : insertNotice({ ...body }),
    onSuccess: async (answer) => {
      toast.success(existing ? t.updated : t.saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
      if (existing) queryClient.removeQueries({ queryKey: queryKeys.notices.detail(existing.ntcSn) });
      void navigate(`/notification?ntcSn=${answer.data.ntcSn}`);
    },
    onError: (err) => {
      // Spec 01 §8: 'unexpected failure occurred' with the server's message.
      const message = errorMessage(err);
      setFailure(message);
      toast.error(t.saveFailed, { description: message });
    },
  });

  const focusFirst = (wrong: FieldErrors<Draft>) => {
    const first = (['title', 'noticeDt', 'content'] as const).find((k) => wrong[k]);
    if (first) document.getElementById(`notice-${first}`)?.focus();
  };
  const submit = handleSubmit((draft) => {
    setFailure(null);
    save.mutate(draft);
  }, focusFirst);

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-6 flex flex-col gap-5"
      data-testid="notice-form"
    >
      <Field id="notice-title" label={t.titleLabel} error={errors.title}>
        <Input
          id="notice-title"
          maxLength={NOTICE_TITLE_MAX}
          placeholder={t.titlePlaceholder}
          invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? 'notice-title-error' : undefined}
          {...register('title')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="notice-category" label={t.categoryLabel} error={errors.category}>
          <select id="notice-category" className={selectClass} {...register('category')}>
            {NOTICE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t.categories[c]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="notice-noticeDt" label={t.dateLabel} error={errors.noticeDt}>
          <Input
            id="notice-noticeDt"
            type="date"
            invalid={Boolean(errors.noticeDt)}
            aria-describedby={errors.noticeDt ? 'notice-noticeDt-error' : undefined}
            {...register('noticeDt')}
          />
        </Field>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="notice-content" className="text-sm font-semibold text-slate-700">
          {t.contentLabel}
        </label>
        <Suspense
          fallback={
            <div className="rounded-xl border border-slate-300" role="status">
              <Skeleton className="m-2 h-9 w-[calc(100%-1rem)]" />
              <Skeleton className="m-4 h-56 w-[calc(100%-2rem)]" />
              <span className="sr-only">{t.editorLoading}</span>
            </div>
          }
        >
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                id="notice-content"
                initialHtml={field.value}
                onChange={field.onChange}
                uploadImage={uploadNoticeImage}
                deleteImage={deleteNoticeImage}
                imageHint={t.imageHint(NOTICE_IMAGE_MAX_BYTES / (1024 * 1024))}
                invalid={Boolean(errors.content)}
                {...(errors.content ? { describedBy: 'notice-content-error' } : {})}
              />
            )}
          />
        </Suspense>
        {errors.content && (
          <p id="notice-content-error" role="alert" className="text-[13px] font-medium text-red-600">
            {errors.content}
          </p>
        )}
      </div>

      {failure && (
        <div
          role="alert"
          data-testid="notice-save-error"
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">{t.saveFailed}</span> {failure}
          </p>
        </div>
      )}

      <div className="flex justify-end gap-2">
        <Link to="/notification" className={buttonClass('outline', 'lg')}>
          {t.backToList}
        </Link>
        <Button
          type="submit"
          size="lg"
          loading={save.isPending}
          data-testid="notice-save"
          className="min-w-28"
        >
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * Notice registration (spec 01 §2.9), managers only (the route guard here, the server for real).
 * With ?ntcSn=n the same form edits that notice.
 */
export function NoticeEditorPage() {
  const [params] = useSearchParams();
  const editing = noticeFromQuery(params.get('ntcSn'));
  const existing = useQuery({
    queryKey: editing ? queryKeys.notices.detail(editing) : queryKeys.notices.detailNone,
    queryFn: ({ signal }) => fetchNotice(editing!, signal),
    enabled: editing !== null,
    retry: 1,
  });
  useEffect(() => {
    if (existing.error) console.error('notice to edit failed to load', existing.error);
  }, [existing.error]);

  let content;
  if (editing === null) content = <NoticeForm existing={null} />;
  else if (existing.isPending) content = <LoadingState />;
  else if (existing.isError)
    content = (
      <ErrorState
        text={t.editTargetMissing}
        onRetry={() => void existing.refetch()}
        action={
          <Link to="/notification" className={buttonClass('outline')}>
            {t.backToList}
          </Link>
        }
      />
    );
  else content = <NoticeForm key={existing.data.ntcSn} existing={existing.data} />;

  return (
    <section className={cn('mx-auto max-w-4xl px-4 py-8 md:py-12')}>
      <h1 className="text-2xl font-bold text-slate-900">{editing ? t.editorEditTitle : t.editorTitle}</h1>
      <p className="mt-1 text-slate-600">{t.editorText}</p>
      {content}
    </section>
  );
}

export default NoticeEditorPage;
