import { useEffect, useId, useState } from 'react';
import {
  APPLICATION_SUBMITTED_MS,
  INVALID_RESUME_MESSAGE,
  RESUME_ACCEPT,
} from '../../../../common/applications';
import { InputField } from '../../lib/forms/fields';
import { FileField } from '../../lib/forms/file-field';
import { FormOutcome } from '../../lib/forms/FormOutcome';
import { applyServerFieldErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import {
  APPLICATION_FIELDS,
  EMPTY_APPLICATION,
  applicationFormSchema,
  isAcceptableResume,
  type ApplicationFormValues,
} from './application-form-values';
import { useApplyToJob } from './use-apply-to-job';

type TextField = Exclude<keyof ApplicationFormValues, 'resume'>;

const TEXT_FIELDS: { name: TextField; label: string; type: string; autoComplete: string }[] = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone (10-digit mobile)', type: 'tel', autoComplete: 'tel-national' },
  { name: 'experience', label: 'Experience (years)', type: 'text', autoComplete: 'off' },
  { name: 'portfolio', label: 'Portfolio URL (optional)', type: 'url', autoComplete: 'url' },
];

interface ApplicationFormProps {
  jobSlug: string;
  /** Called once the success view has been shown for its time. */
  onDone: () => void;
}

/** The applicant's details and resume, with upload progress, a success view and the server's errors. */
export function ApplicationForm({ jobSlug, onDone }: ApplicationFormProps) {
  const form = useZodForm(applicationFormSchema, { defaultValues: EMPTY_APPLICATION });
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const apply = useApplyToJob();
  const id = useId();

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(onDone, APPLICATION_SUBMITTED_MS);
    return () => clearTimeout(timer);
  }, [submitted, onDone]);

  const submit = form.handleSubmit(
    async (submission) => {
      setFailure(null);
      setProgress(0);
      const result = await apply(jobSlug, submission, setProgress);
      setProgress(null);
      if (result.ok) return setSubmitted(true);
      // A message already in the red box is not repeated under its field.
      applyServerFieldErrors(
        form.setError,
        APPLICATION_FIELDS,
        withoutMessage(result.fields, result.message),
      );
      // A refused resume is dropped, so the next attempt cannot send it again.
      if (result.fields['resume']) form.setValue('resume', null);
      setFailure(result.message);
    },
    () => setFailure(null),
  );

  if (submitted) {
    return (
      <FormOutcome className="application-form__success" role="status">
        Application Submitted!
      </FormOutcome>
    );
  }

  const submitting = progress !== null;
  return (
    <form className="application-form" noValidate onSubmit={(event) => void submit(event)}>
      {TEXT_FIELDS.map(({ name, label, type, autoComplete }) => (
        <InputField
          key={name}
          control={form.control}
          name={name}
          id={`${id}-${name}`}
          label={label}
          className="application-form__field"
          errorClassName="application-form__field-error"
          type={type}
          autoComplete={autoComplete}
        />
      ))}
      <FileField
        control={form.control}
        name="resume"
        id={`${id}-resume`}
        label="Resume (PDF, DOC or DOCX, at most 5 MB)"
        accept={RESUME_ACCEPT}
        className="application-form__field"
        errorClassName="application-form__field-error"
        refuse={(file) => (isAcceptableResume(file) ? undefined : INVALID_RESUME_MESSAGE)}
      />
      {submitting && (
        <progress
          className="application-form__progress"
          max={1}
          value={progress}
          aria-label="Upload progress"
        />
      )}
      <div role="alert">
        {failure && <FormOutcome className="application-form__error">{failure}</FormOutcome>}
      </div>
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit Application'}
      </button>
    </form>
  );
}

function withoutMessage(fields: Record<string, string>, message: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, text]) => text !== message));
}
