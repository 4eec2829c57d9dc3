import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { Modal } from '../../components/Modal';
import type { CareerAdminJobFragment } from '../../graphql/graphql';
import { JobForm } from './JobForm';
import { EMPTY_JOB_FORM, jobFormValuesOf } from './job-form-values';
import type { JobActions } from './use-job-actions';

/** Which dialog is open, and for which job. */
export type JobDialog =
  | { kind: 'add' }
  | { kind: 'update'; job: CareerAdminJobFragment }
  | { kind: 'delete'; job: CareerAdminJobFragment }
  | null;

interface JobDialogsProps {
  dialog: JobDialog;
  actions: JobActions;
  onClose: () => void;
}

/** Add New Job, Update Job (prefilled) and Confirm Delete; each closes after success. */
export function JobDialogs({ dialog, actions, onClose }: JobDialogsProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const closeAfter = async (write: Promise<boolean>) => {
    if (await write) onClose();
  };
  return (
    <>
      <Modal
        open={dialog?.kind === 'add'}
        onOpenChange={onOpenChange}
        title="Add New Job"
        className="admin-controls"
      >
        <JobForm
          initialValues={EMPTY_JOB_FORM}
          submitLabel="Add Job"
          onSubmit={(input) => closeAfter(actions.create(input))}
          onCancel={onClose}
        />
      </Modal>
      <Modal
        open={dialog?.kind === 'update'}
        onOpenChange={onOpenChange}
        title="Update Job"
        className="admin-controls"
      >
        {dialog?.kind === 'update' && (
          <JobForm
            key={dialog.job.id}
            initialValues={jobFormValuesOf(dialog.job)}
            submitLabel="Update Job"
            onSubmit={(input) => closeAfter(actions.update(dialog.job.id, input))}
            onCancel={onClose}
          />
        )}
      </Modal>
      <ConfirmDeleteDialog
        open={dialog?.kind === 'delete'}
        question="Are you sure you want to delete this job posting?"
        name={dialog?.kind === 'delete' ? dialog.job.title : ''}
        onClose={onClose}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void closeAfter(actions.remove(dialog.job.id));
        }}
      />
    </>
  );
}
