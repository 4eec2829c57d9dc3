import { useState } from 'react';
import { LazyModal } from '../../components/LazyModal';

const REFUND_POLICY_TEXT = 'We do not offer any refund for our service. All sales are final.';

/** The footer's 'Return & Refund Policy' button and the popup it opens. */
export function RefundPolicyButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="site-footer__link-button" onClick={() => setOpen(true)}>
        Return &amp; Refund Policy
      </button>
      <LazyModal open={open} onOpenChange={setOpen} title="Return & Refund Policy">
        <p>{REFUND_POLICY_TEXT}</p>
      </LazyModal>
    </>
  );
}
