import { Link } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { Logo } from './Logo';

const f = ko.footer;
const details: [string, string][] = [
  [f.companyLabel, f.company],
  [f.ceoLabel, f.ceo],
  [f.businessNoLabel, f.businessNo],
  [f.mailOrderLabel, f.mailOrder],
  [f.addressLabel, f.address],
  [f.emailLabel, f.email],
];

/** Business registration details and legal links, as Korean e-commerce law expects (spec 01 §1). */
export function Footer() {
  return (
    // Bottom padding keeps the last line clear of the floating chat button and badges.
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 pb-24 text-sm text-slate-600">
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <Logo />
          <nav aria-label={`${f.termsOfUse} / ${f.privacyStatement}`} className="flex items-center gap-4">
            <Link
              to="/termsOfUse"
              className="font-medium text-slate-700 hover:text-slate-900 hover:underline"
            >
              {f.termsOfUse}
            </Link>
            <span aria-hidden="true" className="h-3 w-px bg-slate-300" />
            <Link to="/privacyStatement" className="font-bold text-slate-900 hover:underline">
              {f.privacyStatement}
            </Link>
          </nav>
        </div>
        <dl className="mt-6 flex flex-wrap gap-x-5 gap-y-1.5 text-[13px] leading-relaxed">
          {details.map(([label, value]) => (
            <div key={label} className="flex gap-1.5">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-700">
                {label === f.emailLabel ? (
                  <a href={`mailto:${value}`} className="hover:underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-xs text-slate-500">{f.copyright}</p>
      </div>
    </footer>
  );
}
