import { Popover } from 'radix-ui';
import { CircleHelp } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A small "?" button that opens a short explanation (click, tap or Enter): tooltips on hover alone
 * reach neither phones nor keyboards.
 */
export function HelpTip({ label, text, className }: { label: string; text: string; className?: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        type="button"
        aria-label={label}
        title={text}
        data-testid="help-tip"
        className={cn(
          'inline-flex size-4 items-center justify-center rounded-full align-middle text-slate-400 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
          className,
        )}
      >
        <CircleHelp aria-hidden="true" className="size-3.5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="center"
          sideOffset={6}
          collisionPadding={8}
          data-testid="help-tip-text"
          className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-left text-xs leading-relaxed font-normal text-white shadow-lg"
        >
          {text}
          <Popover.Arrow className="fill-slate-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
