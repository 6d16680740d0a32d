import { Tabs } from 'radix-ui';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { cn } from '../../../lib/cn';

export type LegalTab = 'terms' | 'privacy';

const t = ko.join;

function Sections({
  sections,
}: {
  sections: ReadonlyArray<{ title: string; paragraphs: readonly string[] }>;
}) {
  return (
    <div className="max-h-[50vh] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-700">
      <p className="mb-3 text-xs text-slate-500">{ko.legal.effectiveDate}</p>
      {sections.map((s) => (
        <section key={s.title} className="mb-4 last:mb-0">
          <h3 className="mb-1 font-semibold text-slate-900">{s.title}</h3>
          {s.paragraphs.map((p) => (
            <p key={p} className="mb-1">
              {p}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * The terms/privacy viewer of the join page (spec 01 §2.7): two tabs and an agree button;
 * agreeing to the terms moves on to the privacy tab.
 */
export function LegalDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  onAgree,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: LegalTab;
  onTabChange: (tab: LegalTab) => void;
  onAgree: (tab: LegalTab) => void;
}) {
  const trigger = (value: LegalTab, label: string) => (
    <Tabs.Trigger
      value={value}
      className={cn(
        'flex-1 border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors',
        tab === value
          ? 'border-brand-600 text-brand-700'
          : 'border-transparent text-slate-500 hover:text-slate-800',
      )}
    >
      {label}
    </Tabs.Trigger>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.legalTitle} className="max-w-2xl">
      <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as LegalTab)} className="mt-4">
        <Tabs.List className="mb-3 flex border-b border-slate-200" aria-label={t.legalTitle}>
          {trigger('terms', t.termsTab)}
          {trigger('privacy', t.privacyTab)}
        </Tabs.List>
        <Tabs.Content value="terms">
          <Sections sections={ko.legal.terms} />
          <Button
            className="mt-4 w-full"
            size="lg"
            onClick={() => onAgree('terms')}
            data-testid="agree-terms"
          >
            {t.agreeTerms}
          </Button>
        </Tabs.Content>
        <Tabs.Content value="privacy">
          <Sections sections={ko.legal.privacy} />
          <Button
            className="mt-4 w-full"
            size="lg"
            onClick={() => onAgree('privacy')}
            data-testid="agree-privacy"
          >
            {t.agreePrivacy}
          </Button>
        </Tabs.Content>
      </Tabs.Root>
    </Dialog>
  );
}
