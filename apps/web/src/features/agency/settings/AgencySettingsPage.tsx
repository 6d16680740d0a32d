import { useQuery } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { fetchAgencySettings } from '../api/agency-settings-api';
import { AgencyTabs } from '../components/AgencyTabs';
import { LogoCard } from './LogoCard';
import { NameForm } from './NameForm';

const t = ko.agencySettings;
const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * /agencyMenu/settings (issue 40 §1), an agency member's only: the company name and the logo its
 * client reports carry, with a preview of the report's header as the client sees it.
 */
export default function AgencySettingsPage() {
  const settings = useQuery({
    queryKey: queryKeys.agency.settings,
    queryFn: ({ signal }) => fetchAgencySettings(signal),
  });
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 md:py-10" data-testid="agency-settings">
      <AgencyTabs callerRole="MNPY_MBR" />
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t.text}</p>
      {settings.isPending ? (
        <div role="status" aria-label={ko.common.loading} className="grid gap-6 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : settings.isError ? (
        <ErrorState
          text={`${t.loadFailed} ${errorMessage(settings.error)}`}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div className={card}>
            <NameForm companyName={settings.data.companyName} />
          </div>
          <div className={card}>
            <h2 className="mb-4 text-sm font-semibold text-slate-700">{t.logoTitle}</h2>
            <LogoCard logo={settings.data.logo} companyName={settings.data.companyName} />
          </div>
          <div className={`${card} md:col-span-2`} data-testid="agency-report-preview">
            <h2 className="mb-4 text-sm font-semibold text-slate-700">{t.preview}</h2>
            <div className="flex flex-wrap items-center gap-3">
              {settings.data.logo && (
                <img src={settings.data.logo.url} alt="" className="h-10 w-auto max-w-40 object-contain" />
              )}
              <p className="min-w-0 text-sm font-semibold break-words text-brand-600">
                {settings.data.companyName
                  ? ko.clientReports.preparedBy(settings.data.companyName)
                  : ko.clientReports.neutralTitle}
              </p>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
