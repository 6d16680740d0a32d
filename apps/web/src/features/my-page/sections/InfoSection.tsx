import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber, kstLongDate } from '@seller/shared/rules/kst';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { fetchMyPage } from '../api/my-page-api';
import { queryKeys } from '../../../lib/query-keys';

const t = ko.myPage;

/** The identity screen (/auth) proves the member in this session, then comes back here. */
const VERIFY_PATH = `/auth?${new URLSearchParams({ redirectTo: '/myPage/info' })}`;

const phone = (p: string | null) => (p ? p.replace(/^(01\d)(\d{3,4})(\d{4})$/, '$1-$2-$3') : '-');

/**
 * 내 정보 (spec 02 §4): 200 shows the info, 204 sends the member to identity verification (/auth,
 * which returns here), a failure goes home.
 */
export function InfoSection() {
  const navigate = useNavigate();
  const info = useQuery({
    queryKey: queryKeys.myPage.info,
    queryFn: fetchMyPage,
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    if (info.isError) {
      toast.error(t.loadFailed);
      void navigate('/', { replace: true });
    }
  }, [info.isError, navigate]);

  if (info.isPending || info.isError) {
    return (
      <div role="status" aria-label={ko.common.loading} className="flex flex-col gap-4">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }

  const data = info.data;
  if (!data) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-brand-300 bg-brand-50/50 px-6 py-12 text-center"
        data-testid="my-info-identity"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm">
          <ShieldCheck aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-lg font-bold text-slate-900">{t.identityTitle}</h2>
        <p className="max-w-sm text-sm text-slate-600">{t.identityText}</p>
        <Button asChild size="lg" className="mt-2">
          <Link to={VERIFY_PATH} data-testid="my-info-verify">
            {t.identityStart}
          </Link>
        </Button>
      </div>
    );
  }

  const rows: Array<[string, string]> = [
    [t.email, data.mbrEmail],
    [t.name, data.mbrNm || '-'],
    [t.phone, phone(data.phone)],
    [t.birth, data.birth ? kstLongDate(new Date(`${data.birth}T00:00:00+09:00`)) : '-'],
    [t.memberType, data.mbrTpCd === 'KAKAO' ? t.memberTypeKakao : t.memberTypeEmail],
    [t.kakaoLinked, data.kakaoLinked ? t.linked : t.notLinked],
    [t.joinedAt, kstLongDate(new Date(data.frstRgstDt))],
    [t.promotions, data.promotions ? t.agreed : t.notAgreed],
    [t.coins, `${formatNumber(data.sellerCoinCnt)}${ko.common.coin}`],
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-2xl border border-slate-200" data-testid="my-info">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[7.5rem_1fr] gap-3 px-5 py-3.5 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd className="text-[15px] break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
