import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';

const t = ko.keywordAnalysisUi;

/** The keyword box of /search; blank input is refused with the spec's message. */
export function SearchBox({
  initial,
  onSearch,
  busy,
}: {
  initial: string;
  onSearch: (keyword: string) => void;
  busy: boolean;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim().replace(/\s+/g, ' ');
    if (!keyword) {
      setError(t.enterKeyword);
      return;
    }
    setError(null);
    onSearch(keyword);
  };

  return (
    <form role="search" onSubmit={submit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="sr-only">
        {t.inputLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={inputId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={50}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            placeholder={t.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            data-testid="keyword-search-input"
            className={cn(
              'h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-400',
              'focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
              error && 'border-red-500',
            )}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          loading={busy}
          data-testid="keyword-search-submit"
          className="rounded-xl px-6"
        >
          {t.submit}
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-[13px] font-medium text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
