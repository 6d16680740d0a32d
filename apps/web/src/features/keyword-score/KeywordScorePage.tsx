import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Info, Search, SearchX } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import type { ScoreSearchAnswer } from '@seller/shared/schemas/keyword-score';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Skeleton } from '../../components/ui/Skeleton';
import { isApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { fetchUsage, searchScores } from './api/keyword-score-api';
import { ScoreCards } from './components/ScoreCards';
import { ScoreTable } from './components/ScoreTable';
import { UsageMeter } from './components/UsageMeter';
import {
  nextProductSort,
  type ProductSort,
  SCORE_KEYS,
  searchFailureMessage,
  sortProducts,
} from './model/score-table';
import { useIsPhone } from '../../lib/use-media-query';
import { ScreenFrame } from '../../components/ui/ScreenFrame';
import { keywordScoreFrame } from './screen-frame';
import { queryKeys } from '../../lib/query-keys';

const t = ko.keywordScoreUi;

function BuiltinNotice() {
  return (
    <div
      data-testid="score-builtin-notice"
      className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="flex items-start gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t.builtinNotice}
      </p>
      <details className="mt-2 pl-6">
        <summary className="cursor-pointer font-semibold">{t.modelTitle}</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-4 text-[13px]">
          {SCORE_KEYS.map((k) => (
            <li key={k}>{t.modelItems[k === 'penalty' ? 'abuse' : k]}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function TableSkeleton() {
  return (
    <div
      role="status"
      aria-label={t.searching}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <span className="text-sm text-slate-500">{t.searching}</span>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-12" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}

/** /myTrackingJisuCheck: the agency product index check of the top 100 products (spec 02 §2.2). */
export function KeywordScorePage() {
  const queryClient = useQueryClient();
  const isMobile = useIsPhone();
  const inputId = useId();
  const [keyword, setKeyword] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [sort, setSort] = useState<ProductSort>({ key: 'rank', dir: 'asc' });
  const usage = useQuery({ queryKey: queryKeys.keywordScore.usage, queryFn: fetchUsage, staleTime: 0 });
  const search = useMutation({
    mutationFn: searchScores,
    onSuccess: (answer: ScoreSearchAnswer) => {
      queryClient.setQueryData(queryKeys.keywordScore.usage, answer.usage);
      setSort({ key: 'rank', dir: 'asc' });
      if (answer.products.length === 0) toast.info(t.noResults);
    },
    onError: (error) => {
      toast.error(searchFailureMessage(error));
      // The count may have moved (another tab, the limit): read it again.
      if (isApiError(error) && error.code === 'SCORE_LIMIT_REACHED')
        void queryClient.invalidateQueries({ queryKey: queryKeys.keywordScore.usage });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const k = keyword.trim().replace(/\s+/g, ' ');
    if (!k) {
      setInputError(t.enterKeyword);
      return;
    }
    setInputError(null);
    if (usage.data?.useYn === 'N') {
      toast.error(t.limitReached);
      return;
    }
    search.mutate(k);
  };

  let result;
  if (search.isPending) result = <TableSkeleton />;
  else if (search.isError)
    result = (
      <ErrorState
        title={searchFailureMessage(search.error)}
        text={
          isApiError(search.error) && search.error.code === 'SCORE_LIMIT_REACHED'
            ? t.limitReachedText
            : undefined
        }
        className="rounded-2xl border border-slate-200 bg-white"
      />
    );
  else if (!search.data)
    result = (
      <EmptyState
        icon={<Search aria-hidden="true" className="size-10" />}
        title={t.startTitle}
        text={t.startText}
        className="rounded-2xl border border-dashed border-slate-300 bg-white"
      />
    );
  else if (search.data.products.length === 0)
    result = (
      <EmptyState
        icon={<SearchX aria-hidden="true" className="size-10" />}
        title={t.noResults}
        className="rounded-2xl border border-slate-200 bg-white"
      />
    );
  else {
    const products = sortProducts(search.data.products, sort);
    result = (
      <div className="flex flex-col gap-3" data-testid="score-result" data-source={search.data.source}>
        <h2 className="text-lg font-bold text-slate-900">
          {t.resultTitle(search.data.searchKeyword, search.data.products.length)}
        </h2>
        {search.data.source === 'builtin' && <BuiltinNotice />}
        {isMobile ? (
          <ScoreCards products={products} />
        ) : (
          <ScoreTable
            products={products}
            sort={sort}
            onSort={(key) => setSort((s) => nextProductSort(s, key))}
          />
        )}
      </div>
    );
  }

  return (
    <ScreenFrame spec={keywordScoreFrame} testId="keyword-score-page">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-stretch">
        <form
          role="search"
          noValidate
          onSubmit={submit}
          className="flex flex-1 flex-col justify-center gap-1.5 rounded-2xl border border-slate-200 bg-white p-4"
        >
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-700">
            {t.inputLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.target.value);
                if (inputError) setInputError(null);
              }}
              placeholder={t.placeholder}
              aria-invalid={inputError ? true : undefined}
              aria-describedby={inputError ? `${inputId}-error` : undefined}
              data-testid="score-keyword"
              className={cn(
                // flex-1 from sm only: in the phone's column it set the height's basis to 0 and squashed the field.
                'h-11 min-w-0 sm:flex-1 rounded-lg border border-slate-300 bg-white px-3.5 text-[15px] text-slate-900 placeholder:text-slate-400',
                'focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
                inputError && 'border-red-500',
              )}
            />
            <Button
              type="submit"
              size="lg"
              loading={search.isPending}
              data-testid="score-search"
              className="h-11"
            >
              <Search aria-hidden="true" className="size-4" />
              {t.submit}
            </Button>
          </div>
          {inputError && (
            <p id={`${inputId}-error`} role="alert" className="text-[13px] font-medium text-red-600">
              {inputError}
            </p>
          )}
        </form>
        <UsageMeter usage={usage.data} failed={usage.isError} />
      </div>
      {result}
    </ScreenFrame>
  );
}

export default KeywordScorePage;
