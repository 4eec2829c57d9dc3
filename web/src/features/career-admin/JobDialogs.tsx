import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { Modal } from '../../components/Modal';
import type { CareerAdminJobFragment } from '../../graphql/graphql';
import { EMPTY_SEO_FORM, seoFormValuesOf } from '../../components/seo/use-seo-fields';
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
          initialSeo={EMPTY_SEO_FORM}
          submitLabel="Add Job"
          onSubmit={(input, seo) => closeAfter(actions.create(input, seo))}
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
            initialSeo={seoFormValuesOf(dialog.job.seo)}
            seoDefaults={{
              title: dialog.job.meta.title,
              description: dialog.job.meta.description,
              path: dialog.job.meta.canonicalUrl,
            }}
            submitLabel="Update Job"
            onSubmit={(input, seo) => closeAfter(actions.update(dialog.job.id, input, seo))}
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
