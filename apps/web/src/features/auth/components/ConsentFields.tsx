import { useState } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { type Consents, allAgreed, setAll } from '../join-model';
import { LegalDialog, type LegalTab } from './LegalDialog';

const t = ko.join;

function ConsentRow({
  id,
  label,
  checked,
  onChange,
  onView,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onView?: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2.5 text-[15px] text-slate-700">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="size-[18px] shrink-0 rounded accent-brand-600"
        />
        {label}
      </label>
      {onView && (
        <button
          type="button"
          onClick={onView}
          className="shrink-0 text-[13px] text-slate-500 underline hover:text-slate-800"
        >
          {t.view}
        </button>
      )}
    </div>
  );
}

/**
 * The four consents of sign-up (spec 01 §2.7, §5): 전체 동의, age 14+, terms and privacy (each
 * viewable; agreeing to the terms moves on to the privacy tab) and the optional promotions. The
 * join page and the Kakao sign-up dialog both ask with it.
 */
export function ConsentFields({
  value,
  onChange,
  idPrefix = 'consent',
}: {
  value: Consents;
  onChange: (next: Consents) => void;
  idPrefix?: string;
}) {
  const [legal, setLegal] = useState<{ open: boolean; tab: LegalTab }>({ open: false, tab: 'terms' });
  const set = (patch: Partial<Consents>) => onChange({ ...value, ...patch });

  const agree = (tab: LegalTab) => {
    if (tab === 'terms') {
      set({ terms: true });
      setLegal({ open: true, tab: 'privacy' });
    } else {
      set({ privacy: true });
      setLegal({ open: false, tab: 'privacy' });
    }
  };

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t.consentsTitle}</legend>
      <label
        htmlFor={`${idPrefix}-all`}
        className="flex cursor-pointer items-center gap-2.5 border-b border-slate-100 pb-3 text-[15px] font-semibold text-slate-900"
      >
        <input
          id={`${idPrefix}-all`}
          type="checkbox"
          checked={allAgreed(value)}
          onChange={(e) => onChange(setAll(e.target.checked))}
          className="size-5 accent-brand-600"
        />
        {t.consentAll}
      </label>
      <div className="pt-2">
        <ConsentRow
          id={`${idPrefix}-child`}
          label={t.consentChild}
          checked={value.child}
          onChange={(v) => set({ child: v })}
        />
        <ConsentRow
          id={`${idPrefix}-terms`}
          label={t.consentTerms}
          checked={value.terms}
          onChange={(v) => set({ terms: v })}
          onView={() => setLegal({ open: true, tab: 'terms' })}
        />
        <ConsentRow
          id={`${idPrefix}-privacy`}
          label={t.consentPrivacy}
          checked={value.privacy}
          onChange={(v) => set({ privacy: v })}
          onView={() => setLegal({ open: true, tab: 'privacy' })}
        />
        <ConsentRow
          id={`${idPrefix}-promotions`}
          label={t.consentPromotions}
          checked={value.promotions}
          onChange={(v) => set({ promotions: v })}
        />
      </div>
      <LegalDialog
        open={legal.open}
        onOpenChange={(open) => setLegal((l) => ({ ...l, open }))}
        tab={legal.tab}
        onTabChange={(tab) => setLegal({ open: true, tab })}
        onAgree={agree}
      />
    </fieldset>
  );
}
