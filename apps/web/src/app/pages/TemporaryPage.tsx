import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../components/ui/Button';
import { screenTitle, useCurrentHandle } from '../route-handle';

/** Stand-in for screens delivered by later issues; clearly temporary, still behind its guard. */
export function TemporaryPage() {
  const { title } = useCurrentHandle();
  return (
    <section
      data-testid="temporary-page"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Hourglass aria-hidden="true" className="size-8" strokeWidth={1.75} />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{screenTitle(title)}</h1>
      <p className="mt-3 text-lg font-semibold text-slate-800">{ko.common.temporaryPage}</p>
      <p className="mt-2 text-slate-600">{ko.common.temporaryPageText}</p>
      <Button asChild size="lg" variant="outline" className="mt-8">
        <Link to="/">{ko.common.backHome}</Link>
      </Button>
    </section>
  );
}

export default TemporaryPage;
