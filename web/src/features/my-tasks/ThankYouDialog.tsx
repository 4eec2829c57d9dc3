import { Link } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { marketingPaths } from './marketing-paths';

export const THANK_YOU_TEXT =
  'Send your message. Your dashboard has been updated. Please check it.';

/** Shown once an outcome is stored: the spec's words and the way back to the dashboard. */
export function ThankYouDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Thank You"
      description={THANK_YOU_TEXT}
    >
      <Link className="marketing-button" to={marketingPaths.dashboard}>
        Go To Home
      </Link>
    </Modal>
  );
}
