import { FlaskConical } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { useAppConfig } from '../../lib/app-config';

/**
 * Marks simulator data so nobody mistakes it for real marketplace data (ARCHITECTURE §1).
 * Desktop: a labelled pill floating at the bottom left. Phones (768 px or less): a floating pill
 * covers cards and their buttons, so the header shows `compact` instead, a small flask on the
 * logo's corner (the label stays for screen readers and as a tooltip).
 */
export function SimulatorBadge({ compact = false }: { compact?: boolean }) {
  const { simulator } = useAppConfig();
  if (!simulator) return null;
  if (compact) {
    return (
      <span
        data-testid="simulator-badge-compact"
        role="status"
        title={ko.app.simulatorBadgeTitle}
        // Sits over the logo's corner without taking header space; taps go through to the logo link.
        className="pointer-events-none absolute -bottom-1 left-5 flex size-5 items-center justify-center rounded-full border border-violet-200 bg-violet-50 text-violet-800 shadow-sm md:hidden"
      >
        <FlaskConical aria-hidden="true" className="size-3" />
        <span className="sr-only">
          {ko.app.simulatorBadge} {ko.app.simulatorBadgeTitle}
        </span>
      </span>
    );
  }
  return (
    <div
      data-testid="simulator-badge"
      role="status"
      title={ko.app.simulatorBadgeTitle}
      className="fixed bottom-3 left-3 z-30 hidden items-center gap-1.5 rounded-full border border-violet-200 bg-violet-50/95 px-3 py-1 text-xs font-semibold text-violet-800 shadow-sm md:inline-flex"
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {ko.app.simulatorBadge}
      <span className="sr-only">{ko.app.simulatorBadgeTitle}</span>
    </div>
  );
}
