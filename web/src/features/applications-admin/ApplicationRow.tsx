import { formatStaffDate } from '../../lib/format-date';
import { useForm, useWatch } from 'react-hook-form';
import { LabelledOptions } from '../../components/LabelledOptions';
import { LinkedArticle } from '../../components/LinkedArticle';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  isApplicationStatus,
} from '../../../../common/applications';
import type { AdminJobApplicationFragment } from '../../graphql/graphql';
import { useReviewJobApplicationMutation } from '../../graphql/hooks';
import { writeThenToast } from '../../lib/forms/write-then-toast';

/** One application: the applicant, the resume link, its pipeline status and the staff notes. */
export function ApplicationRow({
  application,
  linked = false,
}: {
  application: AdminJobApplicationFragment;
  /** The application a dashboard, search or bell link named: marked and scrolled to. */
  linked?: boolean;
}) {
  // The notes draft is a form field; the server cleans what is saved.
  const form = useForm({ defaultValues: { notes: application.notes } });
  const notes = useWatch({ control: form.control, name: 'notes' });
  const [review, { loading }] = useReviewJobApplicationMutation();
  const nameId = `application-${application.id}-name`;

  async function save(changes: { status?: AdminJobApplicationFragment['status']; notes?: string }) {
    await writeThenToast(() => review({ variables: { id: application.id, ...changes } }), {
      success: 'Application updated',
      failure: 'Failed to update application',
    });
  }

  return (
    <LinkedArticle className="application-row" labelledBy={nameId} linked={linked}>
      <h2 id={nameId} className="application-row__name">
        {application.fullName}
      </h2>
      <p className="application-row__meta">
        {application.jobTitle} · applied {formatStaffDate(application.createdAt)}
      </p>
      <p className="application-row__meta">
        <a href={`mailto:${application.email}`}>{application.email}</a> · {application.phone} ·{' '}
        {experienceLabel(application.experience)}
        {application.portfolio && (
          <>
            {' · '}
            <a href={application.portfolio} target="_blank" rel="noopener noreferrer">
              Portfolio
            </a>
          </>
        )}
      </p>
      <p>
        <a href={application.resumeUrl} download aria-describedby={nameId}>
          Download resume ({application.resumeName})
        </a>
      </p>
      <label>
        Status
        <select
          value={application.status}
          disabled={loading}
          aria-describedby={nameId}
          onChange={(event) => {
            const status = event.target.value;
            if (isApplicationStatus(status)) void save({ status });
          }}
        >
          <LabelledOptions values={APPLICATION_STATUSES} labels={APPLICATION_STATUS_LABELS} />
        </select>
      </label>
      <label>
        Notes
        <textarea {...form.register('notes')} rows={2} aria-describedby={nameId} />
      </label>
      <button
        type="button"
        className="button button--small"
        disabled={loading || notes === application.notes}
        aria-describedby={nameId}
        onClick={() => void save({ notes })}
      >
        Save notes
      </button>
    </LinkedArticle>
  );
}

/** Applicants write '3' or '3 years': a bare number gets its unit, anything else stays. */
function experienceLabel(experience: string): string {
  const text = experience.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return experience;
  return `${text} ${Number(text) === 1 ? 'year' : 'years'}`;
}
