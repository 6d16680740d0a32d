import { useMutation } from '@tanstack/react-query';
import { Plus, Sparkles } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { addKeywords } from '../../../components/rank-tracking/keyword-chips';
import { Spinner } from '../../../components/ui/Spinner';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { type GoodsType, previewGoods } from '../api/goods-rank-api';
import { fetchRelatedKeywords } from '../api/suggest-api';
import { relatedWords, shownSuggestions, titleHints } from '../model/keyword-suggest';

const t = ko.goodsSuggest;
const u = ko.goodsRankUi;

/** A product whose title the box already has: picked in the finder or a 체험용 상품. */
export interface KnownProduct {
  type: GoodsType;
  number: string;
  title: string;
  keyword: string | null;
}

/**
 * 추천 키워드 (issue 39 §1): for the product in the number field, keywords from the related-keyword
 * tool for its title's main words, as buttons that add a chip (up to the box's maximum, each
 * once). Asked only on 추천 키워드 보기: the tool spends provider quota, and a typed number needs a
 * look-up of its title first (the change dialog's preview, which spends nothing). The caller keys
 * it by the product, so another number starts over.
 */
export function KeywordSuggestions({
  product,
  known,
  chips,
  onChips,
  max,
  disabled,
  className,
}: {
  /** The number field as read (its kind and number; the raw text for a link). */
  product: { type: GoodsType; number: string; input: string };
  known: KnownProduct | null;
  chips: readonly string[];
  onChips: (chips: string[]) => void;
  max: number;
  disabled?: boolean;
  className?: string;
}) {
  const same = known && known.type === product.type && known.number === product.number ? known : null;
  const suggest = useMutation({
    mutationFn: async (): Promise<{ title: string | null; words: string[] }> => {
      const title = same?.title ?? (await previewGoods(product.type, product.input)).data.title;
      const hints = title ? titleHints(title, same?.keyword) : [];
      if (!title || hints.length === 0) return { title, words: [] };
      return { title, words: relatedWords(await fetchRelatedKeywords(hints)) };
    },
  });
  const ask = () => {
    if (!suggest.isPending) suggest.mutate();
  };
  const full = chips.length >= max;

  return (
    <div className={cn('text-[13px]', className)} data-testid="keyword-suggest" aria-live="polite">
      {suggest.isIdle ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            data-testid="keyword-suggest-open"
            disabled={disabled}
            onClick={ask}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-50"
          >
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t.show}
          </button>
          <span className="text-xs text-slate-500">{t.why}</span>
        </p>
      ) : suggest.isPending ? (
        <p
          role="status"
          data-testid="keyword-suggest-loading"
          className="flex items-center gap-1.5 text-slate-500"
        >
          <Spinner className="size-4" />
          {t.loading}
        </p>
      ) : suggest.isError ? (
        <p role="alert" data-testid="keyword-suggest-error" className="font-medium text-red-600">
          {t.failed}
          {/* The server's own words say why (no such product, the tool busy or down). */}
          {isApiError(suggest.error) && ` ${suggest.error.message}`}{' '}
          <button
            type="button"
            onClick={ask}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t.retry}
          </button>
        </p>
      ) : (
        <Suggestions
          title={suggest.data.title}
          shown={shownSuggestions(suggest.data.words, chips)}
          full={full}
          max={max}
          disabled={disabled}
          onAdd={(keyword) => onChips(addKeywords(chips, keyword, max).chips)}
        />
      )}
    </div>
  );
}

function Suggestions({
  title,
  shown,
  full,
  max,
  disabled,
  onAdd,
}: {
  title: string | null;
  shown: string[];
  full: boolean;
  max: number;
  disabled?: boolean;
  onAdd: (keyword: string) => void;
}) {
  if (title === null)
    return (
      <p role="status" data-testid="keyword-suggest-empty" className="text-slate-500">
        {t.noTitle}
      </p>
    );
  if (shown.length === 0)
    return (
      <p role="status" data-testid="keyword-suggest-empty" className="text-slate-500">
        {t.empty}
      </p>
    );
  return (
    <div>
      <p className="text-xs text-slate-600">{t.from(title)}</p>
      <ul
        aria-label={t.listLabel(title)}
        className="mt-1.5 flex flex-wrap gap-1.5"
        data-testid="keyword-suggest-list"
      >
        {shown.map((keyword) => (
          <li key={keyword}>
            <button
              type="button"
              data-testid="keyword-suggestion"
              disabled={disabled || full}
              aria-label={t.add(keyword)}
              onClick={() => onAdd(keyword)}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pl-2 pr-3 text-[13px] font-medium text-slate-800 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
            >
              <Plus aria-hidden="true" className="size-3.5 text-brand-700" />
              {keyword}
            </button>
          </li>
        ))}
      </ul>
      {full && (
        <p
          role="status"
          data-testid="keyword-suggest-full"
          className="mt-1 text-xs font-medium text-amber-700"
        >
          {u.keywordsFull(max)}
        </p>
      )}
    </div>
  );
}
