import { useState } from 'react';
import { X } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';
import { addKeywords } from './keyword-chips';

const t = ko.goodsRankUi;

export interface KeywordChipsProps {
  id: string;
  chips: readonly string[];
  onChips: (chips: string[]) => void;
  /** What is typed and not yet a chip: the form adds it on submit. */
  draft: string;
  onDraft: (draft: string) => void;
  max: number;
  disabled?: boolean;
  /** Enter on an empty field sends the form (as it would in a plain input). */
  onSubmit: () => void;
  className?: string;
}

/**
 * Keywords typed with the product (issue 39 §1): Enter or a comma makes a chip, Backspace on an
 * empty field takes the last one back, each chip has its own remove button. A repeat or a sixth
 * keyword is refused on the spot with the reason under the field.
 */
export function KeywordChips({
  id,
  chips,
  onChips,
  draft,
  onDraft,
  max,
  disabled,
  onSubmit,
  className,
}: KeywordChipsProps) {
  const [note, setNote] = useState<string | null>(null);
  const commit = (typed: string) => {
    const r = addKeywords(chips, typed, max);
    onChips(r.chips);
    // Refused for want of room, the keyword stays typed: removing a chip makes room for it.
    onDraft(r.refused?.kind === 'full' ? typed.split(',').at(-1)!.trim() : '');
    setNote(
      r.refused === null
        ? null
        : r.refused.kind === 'full'
          ? t.keywordsFull(max)
          : t.keywordDuplicate(r.refused.keyword),
    );
  };
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={id} className="text-[13px] font-semibold text-slate-700">
          {t.keywordsLabel}
        </label>
        <span id={hintId} className="text-xs text-slate-500">
          {t.keywordsHint(max)}
        </span>
      </div>
      <div
        className={cn(
          'mt-1 flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5',
          'focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-200',
          disabled && 'bg-slate-100',
        )}
      >
        <ul className="contents" data-testid="goods-add-keywords">
          {chips.map((chip) => (
            <li
              key={chip}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-[13px] font-medium text-brand-800"
            >
              {chip}
              <button
                type="button"
                disabled={disabled}
                aria-label={t.keywordRemove(chip)}
                onClick={() => {
                  onChips(chips.filter((c) => c !== chip));
                  setNote(null);
                }}
                className="rounded-full p-1 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          data-testid="goods-add-keyword-input"
          value={draft}
          disabled={disabled}
          autoComplete="off"
          enterKeyHint="enter"
          placeholder={chips.length >= max ? '' : t.keywordsPlaceholder}
          aria-describedby={note ? `${hintId} ${noteId}` : hintId}
          onChange={(e) => {
            const v = e.target.value;
            // A comma (typed or pasted) closes the keywords before it.
            if (v.includes(',')) {
              const cut = v.lastIndexOf(',');
              commit(v.slice(0, cut));
              onDraft(v.slice(cut + 1).trimStart());
            } else onDraft(v);
          }}
          onKeyDown={(e) => {
            if (e.nativeEvent.isComposing) return;
            if (e.key === 'Enter') {
              e.preventDefault();
              if (draft.trim() === '') onSubmit();
              else commit(draft);
            } else if (e.key === 'Backspace' && draft === '' && chips.length > 0) {
              // The last chip comes back as text to edit; the key itself must not delete from it.
              e.preventDefault();
              onDraft(chips.at(-1)!);
              onChips(chips.slice(0, -1));
            }
          }}
          className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-[15px] text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
      </div>
      {note && (
        <p
          id={noteId}
          role="status"
          data-testid="goods-add-keyword-note"
          className="mt-1 text-xs font-medium text-amber-700"
        >
          {note}
        </p>
      )}
    </div>
  );
}
