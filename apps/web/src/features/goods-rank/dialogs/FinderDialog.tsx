import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { FINDER_SLOTS } from '@seller/shared/schemas/goods-rank';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { Input } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { formatNumber } from '../../../lib/format';
import { type FinderEntry, findByKeyword } from '../api/finder-api';

const t = ko.goodsFinder;
const SIMULATOR_EXAMPLE = ko.bulkAdd.exampleKeyword1;

export interface FinderPick {
  type: 'prodNum' | 'midNum';
  number: string;
  title: string;
  keyword: string;
}

/**
 * "키워드로 내 상품 찾기" (issue 39 §1): a keyword's first page of the shopping search; picking a
 * row fills the add box with its number and the keyword, and the seller adds it from there (the
 * box shows what it costs). Searching costs no coins.
 */
export function FinderDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (pick: FinderPick) => void;
}) {
  const id = useId();
  const { simulator } = useAppConfig();
  const [keyword, setKeyword] = useState('');
  const search = useMutation({ mutationFn: (k: string) => findByKeyword(k) });
  const submit = () => {
    const k = keyword.trim();
    if (k && !search.isPending) search.mutate(k);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.intro}
      className="max-w-2xl"
    >
      <form
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          // The dialog is a portal: its submit would still reach a form around the component.
          e.stopPropagation();
          submit();
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t.keywordLabel}
        </label>
        <Input
          id={id}
          data-testid="finder-keyword"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t.keywordPlaceholder}
          autoComplete="off"
          maxLength={100}
        />
        <Button
          type="submit"
          data-testid="finder-search"
          loading={search.isPending}
          disabled={keyword.trim() === ''}
        >
          {!search.isPending && <Search aria-hidden="true" className="size-4" />}
          {t.search}
        </Button>
      </form>
      <p className="mt-2 text-xs text-slate-500">
        {t.scope(FINDER_SLOTS)} {t.cost}
      </p>
      {simulator && (
        <p className="mt-1 text-xs font-medium text-violet-700" data-testid="finder-simulator-hint">
          {t.simulatorHint(SIMULATOR_EXAMPLE)}
        </p>
      )}
      <div className="mt-4 max-h-[55vh] overflow-y-auto" aria-live="polite">
        {search.isPending ? (
          <div role="status" aria-label={t.searching} className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : search.isError ? (
          <ErrorState text={errorMessage(search.error)} onRetry={submit} className="py-6" />
        ) : search.data && search.data.entries.length === 0 ? (
          <EmptyState title={t.empty} className="py-6" />
        ) : search.data ? (
          <ul
            aria-label={t.resultsLabel(search.data.keyword)}
            className="divide-y divide-slate-100"
            data-testid="finder-results"
          >
            {search.data.entries.map((e, i) => (
              <FinderRow
                key={`${e.number ?? 'x'}-${i}`}
                entry={e}
                onPick={() => {
                  if (!e.type || !e.number) return;
                  onPick({ type: e.type, number: e.number, title: e.title, keyword: search.data.keyword });
                }}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}

function FinderRow({ entry, onPick }: { entry: FinderEntry; onPick: () => void }) {
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="finder-row">
      <span className="w-10 shrink-0 text-center text-sm font-bold tabular-nums text-slate-700">
        {entry.rank === null ? (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold text-slate-500">
            {t.ad}
          </span>
        ) : (
          t.rank(entry.rank)
        )}
      </span>
      <ImageThumb src={entry.image} className="size-12" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={entry.title}>
          {entry.title}
        </p>
        <p className="mt-0.5 truncate text-xs text-slate-500">
          {entry.isCatalog ? t.catalog : (entry.mallName ?? '')}
          {entry.price !== null && ` · ${t.price(formatNumber(entry.price))}`}
        </p>
      </div>
      {entry.type && entry.number ? (
        <Button
          variant="secondary"
          size="sm"
          data-testid="finder-pick"
          aria-label={t.pick}
          onClick={onPick}
          className="shrink-0"
        >
          <span className="sm:hidden">{t.pickShort}</span>
          <span className="hidden sm:inline">{t.pick}</span>
        </Button>
      ) : (
        <span className="shrink-0 text-xs text-slate-400">{t.noNumber}</span>
      )}
    </li>
  );
}
