import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCircle, X } from 'lucide-react';
import { ko } from '@seller/shared/messages/ko';
import { useAppConfig } from '../../lib/app-config';
import { readFlag, writeFlag } from '../../lib/storage';

const HIDDEN_KEY = 'seller.chatButtonHidden';

// 44 px on phones (768 px or less) so it hides less of the page, 56 px on desktop.
const bubble =
  'flex size-11 items-center justify-center rounded-full bg-[#FEE500] text-[#191600] shadow-lg ring-1 ring-black/5 transition hover:scale-105 md:size-14';

/**
 * Floating chat-channel button (spec 01 §1). Without a configured channel it leads to the inquiry
 * form instead. Closing it is remembered on this device. The footer's bottom padding (pb-24) keeps
 * the end of every page clear of it.
 */
export function ChatButton() {
  const { chatChannelUrl } = useAppConfig();
  const [hidden, setHidden] = useState(() => readFlag(HIDDEN_KEY));
  if (hidden) return null;

  const close = () => {
    writeFlag(HIDDEN_KEY, true);
    setHidden(true);
  };

  const icon = (
    <MessageCircle aria-hidden="true" className="size-6 md:size-7" fill="currentColor" strokeWidth={1.5} />
  );
  return (
    <div data-testid="chat-button" className="fixed right-3 bottom-3 z-30 md:right-4 md:bottom-4">
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
