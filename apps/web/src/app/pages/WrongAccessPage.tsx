import { Link } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../components/ui/Button';

/** Spec 01 §2.1 /agency: where the guard sends members whose role may not open a screen. */
export function WrongAccessPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <WarningIllustration />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{ko.agencyPage.message}</h1>
      <p className="mt-3 text-slate-600">{ko.agencyPage.text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{ko.common.backHome}</Link>
      </Button>
    </section>
  );
}

function WarningIllustration() {
  return (
    <svg role="img" aria-label={ko.agencyPage.illustrationLabel} viewBox="0 0 160 140" className="h-32 w-36">
      <defs>
        <linearGradient id="warn-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff7e6" />
          <stop offset="1" stopColor="#ffe7c2" />
        </linearGradient>
      </defs>
      <circle cx="80" cy="72" r="62" fill="url(#warn-bg)" />
      <path
        d="M80 26c3.3 0 6.3 1.8 8 4.6l38 66c3.6 6.2-.9 14-8 14H42c-7.1 0-11.6-7.8-8-14l38-66c1.7-2.8 4.7-4.6 8-4.6z"
        fill="#f59e0b"
      />
      <rect x="74" y="52" width="12" height="34" rx="6" fill="#fff" />
      <circle cx="80" cy="98" r="6.5" fill="#fff" />
    </svg>
  );
}

export default WrongAccessPage;
