import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import * as ko from '@seller/shared/messages/sections';
import { ALIMTALK_ROLES } from '@seller/shared/constants/alimtalk';
import { alimtalkAddBody } from '@seller/shared/schemas/rank-alerts-alimtalk';
import { Button } from '../../../components/ui/Button';
import { Field, Input } from '../../../components/ui/Input';
import { errorMessage } from '../../../lib/api';
import { addAlimtalkNumber, alimtalkKey } from '../api/alimtalk-api';
import { phoneText } from './format';

const t = ko.alimtalk;
type Form = z.input<typeof alimtalkAddBody>;

/** 번호 추가: number, name, who it is; submitting sends the code by SMS. */
export function AlimtalkAddForm() {
  const queryClient = useQueryClient();
  const form = useForm<Form>({
    resolver: zodResolver(alimtalkAddBody),
    defaultValues: { phone: '', label: '', role: 'owner' },
  });
  const add = useMutation({
    mutationFn: (v: Form) => addAlimtalkNumber(alimtalkAddBody.parse(v)),
    onSuccess: (r) => {
      toast.success(t.codeSent(phoneText(r.phone)));
      form.reset({ phone: '', label: '', role: form.getValues('role') });
      void queryClient.invalidateQueries({ queryKey: alimtalkKey });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const e = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(ev) => void form.handleSubmit((v) => add.mutate(v))(ev)}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 p-4"
      aria-labelledby="alimtalk-add-title"
      data-testid="alimtalk-add"
    >
      <h4 id="alimtalk-add-title" className="text-sm font-bold text-slate-900">
        {t.addTitle}
      </h4>
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto]">
        <Field id="alimtalk-phone" label={t.phone} error={e.phone?.message}>
          <Input
            id="alimtalk-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            invalid={Boolean(e.phone)}
            aria-describedby={e.phone ? 'alimtalk-phone-error' : undefined}
            data-testid="alimtalk-phone"
            {...form.register('phone')}
          />
        </Field>
        <Field id="alimtalk-label" label={t.label} error={e.label?.message}>
          <Input
            id="alimtalk-label"
            placeholder={t.labelPlaceholder}
            maxLength={20}
            invalid={Boolean(e.label)}
            aria-describedby={e.label ? 'alimtalk-label-error' : undefined}
            data-testid="alimtalk-label"
            {...form.register('label')}
          />
        </Field>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-slate-700">{t.role}</legend>
          <div className="flex gap-1.5">
            {ALIMTALK_ROLES.map((role) => (
              <label
                key={role}
                className="flex h-10 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-200 px-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200"
              >
                <input
                  type="radio"
                  value={role}
                  className="size-4 accent-brand-600"
                  {...form.register('role')}
                />
                {t.roles[role]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={add.isPending}
          data-testid="alimtalk-send-code"
          className="w-full sm:w-auto"
        >
          {t.sendCode}
        </Button>
      </div>
    </form>
  );
}
