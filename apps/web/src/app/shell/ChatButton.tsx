import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MessageCircle, X } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { useAppConfig } from '../../lib/app-config';
import { readFlag, writeFlag } from '../../lib/storage';
import { cn } from '../../lib/cn';
import { PHONE_QUERY } from '../../lib/use-media-query';

const HIDDEN_KEY = 'seller.chatButtonHidden';

// 44 px on phones (768 px or less) so it hides less of the page, 56 px on desktop.
const bubble =
  'flex size-11 items-center justify-center rounded-full bg-[#FEE500] text-[#191600] shadow-lg ring-1 ring-black/5 transition hover:scale-105 md:size-14';

/** What the bubble must never cover on a phone: controls, and content marked `data-keep-clear`. */
const ACTIONS = 'a[href], button, input, select, textarea, [role="button"], [data-keep-clear]';
/** Sticky bars at the bottom of the screen (a page's pay button): the bubble sits above them. */
const STICKY_BAR = '[data-sticky-action-bar]';

/** Whether something the member acts on lies under the bubble (its centre and corners). */
function coversAction(bubble: HTMLElement): boolean {
  const r = bubble.getBoundingClientRect();
  const points: [number, number][] = [
    [r.left + r.width / 2, r.top + r.height / 2],
    [r.left + 4, r.top + 4],
    [r.right - 4, r.top + 4],
    [r.left + 4, r.bottom - 4],
    [r.right - 4, r.bottom - 4],
  ];
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((el) => !bubble.contains(el) && el.closest(ACTIONS) !== null),
  );
}

/** Height of the sticky action bars at the bottom of the screen. */
function stickyBarHeight(): number {
  let top = window.innerHeight;
  for (const bar of document.querySelectorAll<HTMLElement>(STICKY_BAR)) {
    const r = bar.getBoundingClientRect();
    if (r.height > 0 && r.bottom >= window.innerHeight - 1) top = Math.min(top, r.top);
  }
  return window.innerHeight - top;
}

/**
 * On phones the bubble keeps clear of what the member acts on (issue 23 point 12): it rises above
 * a sticky action bar, and fades out while a control or marked content (a product card's buttons,
 * a score's penalty) lies under it. Hand-written: no library places a floating button by what lies
 * under it; it runs once a frame at most, on scroll, resize and page changes.
 */
function useKeepClear(ref: React.RefObject<HTMLDivElement | null>, active: boolean) {
  const [state, setState] = useState({ lift: 0, covering: false });
  useEffect(() => {
    if (!active) return;
    const phone = window.matchMedia(PHONE_QUERY);
    let frame = 0;
    const check = () => {
      frame = 0;
      const bubble = ref.current;
      if (!bubble) return;
      const lift = stickyBarHeight();
      // Measure where the bubble will be once lifted, then test what lies under it there.
      bubble.style.setProperty('--chat-lift', `${lift}px`);
      const covering = phone.matches && coversAction(bubble);
      setState((s) => (s.lift === lift && s.covering === covering ? s : { lift, covering }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    schedule();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [ref, active]);
  return state;
}

/**
 * Floating chat-channel button (spec 01 §1). Without a configured channel it leads to the inquiry
 * form instead. Closing it is remembered on this device. The footer's bottom padding (pb-24) keeps
 * the end of every page clear of it; on phones it also keeps clear of actions (useKeepClear).
 */
export function ChatButton() {
  const { chatChannelUrl } = useAppConfig();
  const [hidden, setHidden] = useState(() => readFlag(HIDDEN_KEY));
  const ref = useRef<HTMLDivElement>(null);
  const { lift, covering } = useKeepClear(ref, !hidden);
  if (hidden) return null;

  const close = () => {
    writeFlag(HIDDEN_KEY, true);
    setHidden(true);
  };

  const icon = (
    <MessageCircle aria-hidden="true" className="size-6 md:size-7" fill="currentColor" strokeWidth={1.5} />
  );
  return (
    <div
      ref={ref}
      data-testid="chat-button"
      data-covering={covering || undefined}
      aria-hidden={covering || undefined}
      inert={covering}
      style={{ '--chat-lift': `${lift}px` } as React.CSSProperties}
      className={cn(
        'fixed right-3 bottom-[calc(0.75rem+var(--chat-lift,0px))] z-30 transition-opacity duration-150 md:right-4 md:bottom-[calc(1rem+var(--chat-lift,0px))]',
        covering && 'pointer-events-none opacity-0',
      )}
    >
      {chatChannelUrl ? (
        <a
          href={chatChannelUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${ko.footer.chatOpen} (${ko.ui.externalLink})`}
          className={bubble}
        >
          {icon}
        </a>
      ) : (
        <Link to="/inquire" aria-label={ko.footer.chatInquiry} className={bubble}>
          {icon}
        </Link>
      )}
      <button
        type="button"
        aria-label={ko.footer.chatClose}
        onClick={close}
        className="absolute -top-1.5 -right-1.5 flex size-6 items-center justify-center rounded-full bg-slate-700 text-white shadow hover:bg-slate-900"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
