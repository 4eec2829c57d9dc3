import { lazy, Suspense, useCallback, useState } from 'react';
import { LazyModal } from '../../components/LazyModal';
import { Spinner } from '../../components/Spinner';
import './job-application.css';

// The form (its validation rules, the file field and the upload) loads when the modal opens.
const ApplicationForm = lazy(() =>
  import('./ApplicationForm').then((module) => ({ default: module.ApplicationForm })),
);

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
      <LazyModal open={open} onOpenChange={setOpen} title={`Apply for ${job.title}`}>
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <ApplicationForm jobSlug={job.slug} onDone={close} />
        </Suspense>
      </LazyModal>
    </>
  );
}
