import { cn } from '../../../lib/cn';

/** A 0–5 score with a small bar; a penalty is drawn in red. */
export function ScoreCell({ value, penalty = false }: { value: number; penalty?: boolean }) {
  const width = `${(Math.min(5, Math.max(0, value)) / 5) * 100}%`;
  return (
    <span className="inline-flex min-w-12 flex-col items-end gap-1">
      <span
        className={cn(
          'text-sm font-semibold tabular-nums',
          penalty ? (value > 0 ? 'text-red-600' : 'text-slate-400') : 'text-slate-800',
        )}
      >
        {value.toFixed(1)}
      </span>
      <span aria-hidden="true" className="h-1 w-12 overflow-hidden rounded-full bg-slate-100">
        <span
          className={cn('block h-full rounded-full', penalty ? 'bg-red-400' : 'bg-brand-500')}
          style={{ width }}
        />
      </span>
    </span>
  );
}
