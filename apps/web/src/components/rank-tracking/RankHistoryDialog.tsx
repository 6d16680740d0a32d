import { type ReactNode, useState } from 'react';
import { Tabs } from 'radix-ui';
import { Dialog } from '../ui/Dialog';
import { EmptyState } from '../ui/EmptyState';
import type { RankKeyword, RankSource } from './model';
import { RepresentativeBadge } from './RankParts';
import type { RankHistoryTexts } from './RankHistoryTable';

/** Rank history per keyword (spec 02 §9): one tab per keyword, each showing `renderKeyword`. */
export function RankHistoryDialog<K extends RankKeyword>({
  source,
  title,
  subtitle,
  keywords,
  initialId,
  footer,
  renderKeyword,
  onClose,
}: {
  source: RankSource<RankHistoryTexts>;
  title: string;
  /** The product or place the keywords belong to. */
  subtitle: string;
  keywords: readonly K[];
  /** The tab to open on (the first keyword without it). */
  initialId?: number;
  footer?: ReactNode;
  renderKeyword: (keyword: K) => ReactNode;
  onClose: () => void;
}) {
  const t = source.texts;
  const first = keywords.find((k) => k.id === initialId) ?? keywords[0];
  const [tab, setTab] = useState(first ? String(first.id) : '');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      className="max-h-[92dvh] max-w-3xl overflow-y-auto"
      footer={footer}
    >
      <p className="mt-1 line-clamp-1 text-sm text-slate-500">{subtitle}</p>
      {keywords.length === 0 ? (
        <EmptyState title={t.noKeywords} className="py-8" />
      ) : (
        <Tabs.Root value={tab} onValueChange={setTab} className="mt-4" data-testid="history-dialog">
          <Tabs.List aria-label={t.keywords} className="flex gap-1 overflow-x-auto border-b border-slate-200">
            {keywords.map((k) => (
              <Tabs.Trigger
                key={k.id}
                value={String(k.id)}
                data-testid="history-tab"
                className="-mb-px flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
              >
                {k.representative && <RepresentativeBadge label={t.representative} />}
                {k.keyword}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {keywords.map((k) => (
            <Tabs.Content key={k.id} value={String(k.id)}>
              {renderKeyword(k)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Dialog>
  );
}
