import { lazy, Suspense } from 'react';
import { ChatStylesheet } from './ChatStylesheet';

const loadChatPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadChatPanel);

interface ChatWidgetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The round button at the bottom right. The panel's code loads on first use (or when the
 * pointer or focus reaches the button), keeping it out of the page's first load.
 */
export function ChatWidget({ open, onOpenChange }: ChatWidgetProps) {
  return (
    <>
      <ChatStylesheet />
      <button
        type="button"
        className="chat-launcher"
        aria-label="Open chat"
        aria-haspopup="dialog"
        onClick={() => onOpenChange(true)}
        onPointerEnter={() => void loadChatPanel()}
        onFocus={() => void loadChatPanel()}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm-4 8h8v2H8v-2z"
          />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => onOpenChange(false)} />
        </Suspense>
      )}
    </>
  );
}
