import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ImageUp, Trash2 } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { AgencyLogo, AgencySettingsAnswer } from '@seller/shared/schemas/agency-settings';
import { Button, buttonClass } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { queryKeys } from '../../../lib/query-keys';
import { deleteAgencyLogo, uploadAgencyLogo } from '../api/agency-settings-api';
import { LOGO_ACCEPT, LOGO_MAX_KB, logoFileRefusal, logoSizeText } from './model';

const t = ko.agencySettings;

/**
 * The report logo: a preview, 로고 올리기 / 바꾸기 (a file picker; the new logo replaces the old
 * at once) and 삭제 after a confirmation. A refusal (type, size, unreadable) stays under the
 * picker until the next try.
 */
export function LogoCard({ logo, companyName }: { logo: AgencyLogo | null; companyName: string | null }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const setLogo = (next: AgencyLogo | null) =>
    queryClient.setQueryData<AgencySettingsAnswer>(queryKeys.agency.settings, (old) =>
      old ? { ...old, logo: next } : old,
    );

  const upload = useMutation({
    mutationFn: uploadAgencyLogo,
    onSuccess: (next) => {
      setLogo(next);
      toast.success(t.logoSaved);
      // A first save may have made the agency's group: its name comes with it.
      if (!companyName) void queryClient.invalidateQueries({ queryKey: queryKeys.agency.settings });
    },
    onError: (e) => setRefusal(errorMessage(e)),
  });
  const remove = useMutation({
    mutationFn: deleteAgencyLogo,
    onSuccess: () => {
      setLogo(null);
      setConfirming(false);
      toast.success(t.logoDeleted);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const picked = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const why = logoFileRefusal(file);
    setRefusal(why);
    if (!why) upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="agency-logo">
      <div
        className="flex min-h-28 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
        data-testid="agency-logo-preview"
      >
        {logo ? (
          <img
            src={logo.url}
            alt={companyName ? t.logoAlt(companyName) : t.logoAltGeneric}
            className="max-h-20 max-w-full object-contain"
            data-testid="agency-logo-image"
          />
        ) : (
          <p className="text-center text-sm text-slate-500">{t.logoNone}</p>
        )}
      </div>
      {logo && <p className="text-sm text-slate-500 tabular-nums">{logoSizeText(logo)}</p>}
      <p id={`${inputId}-hint`} className="text-sm text-slate-500">
        {t.logoHint(LOGO_MAX_KB)}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={LOGO_ACCEPT}
          className="sr-only"
          data-testid="agency-logo-file"
          aria-describedby={refusal ? `${inputId}-error` : `${inputId}-hint`}
          disabled={upload.isPending}
          onChange={(e) => picked(e.target.files?.[0])}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClass('primary'),
            'cursor-pointer focus-within:ring-3 focus-within:ring-brand-200',
            upload.isPending && 'pointer-events-none opacity-60',
          )}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {upload.isPending ? t.logoUploading : logo ? t.logoReplace : t.logoChoose}
        </label>
        {logo && (
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="agency-logo-delete">
            <Trash2 aria-hidden="true" className="size-4" />
            {t.logoDelete}
          </Button>
        )}
      </div>
      {refusal && (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="text-[13px] font-medium text-red-600"
          data-testid="agency-logo-error"
        >
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.logoDeleteConfirmTitle}
        text={t.logoDeleteConfirmText}
        confirmLabel={t.logoDeleteConfirm}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
