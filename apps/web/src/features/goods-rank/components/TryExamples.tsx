import * as ko from '@seller/shared/messages/sections';
import { SIMULATOR_EXAMPLES, type SimulatorExample } from '@seller/shared/rules/simulator-examples';
import { cn } from '../../../lib/cn';

const t = ko.goodsExamples;
const u = ko.goodsRankUi;

/**
 * 체험용 상품 (issue 39 §1): in simulator mode a newcomer has no product number that works, so the
 * add box offers a few of the simulator's own products; one press fills the number, the type
 * toggle and the product's keyword. The caller shows it in simulator mode only.
 */
export function TryExamples({
  onPick,
  disabled,
  className,
}: {
  onPick: (example: SimulatorExample) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <section
      aria-label={t.title}
      data-testid="goods-examples"
      className={cn('rounded-lg border border-violet-200 bg-violet-50 px-3 py-2', className)}
    >
      <p className="text-[13px] font-semibold text-violet-900">{t.title}</p>
      <p className="mt-0.5 text-xs text-violet-800">{t.hint}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {SIMULATOR_EXAMPLES.map((e) => (
          <li key={e.id}>
            <button
              type="button"
              data-testid="goods-example"
              data-number={e.number}
              disabled={disabled}
              aria-label={t.fill(e.label, e.number)}
              onClick={() => onPick(e)}
              className="inline-flex items-center gap-1.5 rounded-full border border-violet-300 bg-white px-3 py-1 text-[13px] font-medium text-violet-900 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-violet-500 disabled:opacity-50"
            >
              {e.label}
              <span className="text-xs text-violet-700 tabular-nums">
                {e.type === 'prodNum' ? u.typeProdNum : u.typeMidNum} {e.number}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
