import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { keywordSearchPath } from '../keyword-path';

/** Spec 01 §2.3: Enter with non-blank text opens /search?keyword=<text>. */
export function KeywordSearch() {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = keywordSearchPath(keyword);
    if (path) void navigate(path);
  };

  return (
    <section className="rounded-3xl border border-slate-200 bg-gradient-to-b from-white to-slate-50 p-6 sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{ko.home.keywordTitle}</h2>
      <p className="mt-1 text-[15px] text-slate-600">{ko.home.keywordText}</p>
      <form role="search" onSubmit={submit} className="mt-5 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {ko.home.keywordLabel}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={inputId}
            name="keyword"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={ko.home.keywordPlaceholder}
            aria-describedby={hintId}
            data-testid="home-keyword"
            className="h-13 w-full rounded-2xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200"
          />
        </div>
        <Button type="submit" size="lg" className="h-13 rounded-2xl px-6">
          {ko.home.keywordSubmit}
        </Button>
      </form>
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        {ko.home.keywordHint}
      </p>
    </section>
  );
}
