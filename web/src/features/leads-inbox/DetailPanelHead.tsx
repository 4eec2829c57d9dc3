import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';

interface DetailPanelHeadProps {
  headingId: string;
  title: string;
  /** What the panel shows, for the close button's screen-reader label ('lead details'). */
  what: string;
  onClose: () => void;
}

/** The heading of a lead or contact panel, with one button: Close beside the list, Back on a phone. */
export function DetailPanelHead({ headingId, title, what, onClose }: DetailPanelHeadProps) {
  const headingRef = useFocusWhenOpenerHidden();
  return (
    <div className="leads-inbox__detail-head">
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {/* 'Close' beside the list, 'Back to messages' where the panel fills the screen. */}
      <button type="button" className="button button--small button--ghost" onClick={onClose}>
        <span className="leads-inbox__close-label">
          Close<span className="visually-hidden"> {what}</span>
        </span>
        <span className="leads-inbox__back-label">
          <ArrowLeft aria-hidden="true" size={16} /> Back to messages
        </span>
      </button>
    </div>
  );
}

/**
 * Where the panel takes the screen, the Open button just pressed is hidden with the list: focus
 * goes to the panel's heading instead of being lost. Beside the list, focus stays on the row.
 */
function useFocusWhenOpenerHidden() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || focused.getClientRects().length === 0;
    if (lost) headingRef.current?.focus();
  }, []);
  return headingRef;
}
