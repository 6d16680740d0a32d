import { ToggleGroup } from 'radix-ui';
import * as ko from '@seller/shared/messages/sections';
import type { GoodsType } from '../api/goods-rank-api';

const t = ko.goodsRankUi;

/** Product number or catalogue id (MID); one is always chosen. */
export function TypeToggle({
  value,
  onChange,
  idPrefix,
}: {
  value: GoodsType;
  onChange: (v: GoodsType) => void;
  idPrefix: string;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(v) => {
        if (v === 'prodNum' || v === 'midNum') onChange(v);
      }}
      aria-label={t.addTypeLabel}
      className="inline-flex shrink-0 rounded-lg bg-slate-100 p-1"
    >
      {(['prodNum', 'midNum'] as const).map((type) => (
        <ToggleGroup.Item
          key={type}
          value={type}
          data-testid={`${idPrefix}-type-${type}`}
          className="h-9 rounded-md px-3 text-sm font-semibold text-slate-600 transition data-[state=on]:bg-white data-[state=on]:text-brand-700 data-[state=on]:shadow-sm"
        >
          {type === 'prodNum' ? t.typeProdNum : t.typeMidNum}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
