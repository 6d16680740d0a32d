import { type ReactNode, useState } from 'react';
import { Tabs } from 'radix-ui';

/**
 * The views of one keyword in the history dialog (순위 기록, 경쟁 상품 / 상위 10): a second row of
 * tabs under the keyword tabs. A view renders only while it is chosen, so its data is asked for
 * when the member opens it.
 */
export function KeywordSubTabs({
  label,
  tabs,
}: {
  /** The keyword, naming the tab list for screen readers. */
  label: string;
  tabs: readonly { id: string; title: string; render: () => ReactNode }[];
}) {
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="mt-3">
      <Tabs.List
        aria-label={label}
        className="inline-flex rounded-lg bg-slate-100 p-1"
        data-testid="keyword-views"
      >
        {tabs.map((x) => (
          <Tabs.Trigger
            key={x.id}
            value={x.id}
            data-testid={`view-${x.id}`}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
          >
            {x.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((x) => (
        <Tabs.Content key={x.id} value={x.id}>
          {tab === x.id ? x.render() : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
