import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { COMPANY_NAME_MAX } from '@seller/shared/schemas/agency';
import { type AgencySettingsForm, agencySettingsForm } from '@seller/shared/schemas/agency-settings';
import { Button } from '../../../components/ui/Button';
import { Field, Input } from '../../../components/ui/Input';
import { errorMessage, isApiError } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { saveAgencyName } from '../api/agency-settings-api';

const t = ko.agencySettings;

/** The company name the agency's reports show ("제공: <name>"). */
export function NameForm({ companyName }: { companyName: string | null }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<AgencySettingsForm>({
    resolver: zodResolver(agencySettingsForm),
    defaultValues: { companyName: companyName ?? '' },
  });
  useEffect(() => reset({ companyName: companyName ?? '' }), [companyName, reset]);

  const save = useMutation({
    mutationFn: saveAgencyName,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.agency.settings, answer);
      toast.success(t.nameSaved);
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 400) setError('companyName', { message: e.message });
      else toast.error(errorMessage(e));
    },
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}
      className="flex flex-col gap-4"
      data-testid="agency-name-form"
    >
      <Field id="agency-companyName" label={t.nameTitle} error={errors.companyName?.message}>
        <Input
          id="agency-companyName"
          data-testid="agency-settings-company"
          maxLength={COMPANY_NAME_MAX}
          invalid={Boolean(errors.companyName)}
          aria-describedby={errors.companyName ? 'agency-companyName-error' : 'agency-companyName-hint'}
          {...register('companyName')}
        />
      </Field>
      <p id="agency-companyName-hint" className="-mt-2 text-sm text-slate-500">
        {t.nameHint}
      </p>
      <Button
        type="submit"
        loading={save.isPending}
        disabled={!isDirty}
        className="self-start"
        data-testid="agency-name-save"
      >
        {t.nameSave}
      </Button>
    </form>
  );
}
