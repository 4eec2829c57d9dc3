import { useCallback, useState } from 'react';
import { Modal } from '../../components/Modal';
import { ApplicationForm } from './ApplicationForm';
import './job-application.css';

interface ApplyNowButtonProps {
  job: { slug: string; title: string };
  describedBy?: string;
}

/** 'Apply Now' opens the application modal for the job; closing it clears the form. */
export function ApplyNowButton({ job, describedBy }: ApplyNowButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        Apply Now
      </button>
      <Modal open={open} onOpenChange={setOpen} title={`Apply for ${job.title}`}>
        <ApplicationForm jobSlug={job.slug} onDone={close} />
      </Modal>
    </>
  );
}
