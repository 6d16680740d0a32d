import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../components/ui/Button';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <Compass aria-hidden="true" className="size-14 text-brand-500" strokeWidth={1.5} />
      <p className="mt-4 text-sm font-bold tracking-widest text-brand-600">{ko.notFound.code}</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{ko.notFound.title}</h1>
      <p className="mt-3 text-slate-600">{ko.notFound.text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{ko.common.backHome}</Link>
      </Button>
    </section>
  );
}

export default NotFoundPage;
