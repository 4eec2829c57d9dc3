import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  APPLICATION_SUBMITTED_MS,
  INVALID_RESUME_MESSAGE,
  RESUME_ACCEPT,
} from '../../../../common/applications';
import {
  EMPTY_APPLICATION,
  applicationFormErrors,
  isAcceptableResume,
  type ApplicationFieldErrors,
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
  const [values, setValues] = useState(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<ApplicationFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const resumeInput = useRef<HTMLInputElement>(null);
  const apply = useApplyToJob();
  const id = useId();

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(onDone, APPLICATION_SUBMITTED_MS);
    return () => clearTimeout(timer);
  }, [submitted, onDone]);

  function clearResume() {
    setValues((current) => ({ ...current, resume: null }));
    if (resumeInput.current) resumeInput.current.value = '';
  }

  function pickResume(file: File | null) {
    if (file && !isAcceptableResume(file)) {
      clearResume();
      setErrors((current) => ({ ...current, resume: INVALID_RESUME_MESSAGE }));
      return;
    }
    setValues((current) => ({ ...current, resume: file }));
    setErrors((current) => ({ ...current, resume: undefined }));
  }

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = applicationFormErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length || !values.resume) {
      if (found.resume) clearResume();
      return;
    }
    setProgress(0);
    const result = await apply(jobSlug, { ...values, resume: values.resume }, setProgress);
    setProgress(null);
    if (result.ok) {
      setSubmitted(true);
      return;
    }
    // A message already in the red box is not repeated under its field.
    setErrors(withoutMessage(result.fields, result.message));
    if (result.fields.resume) clearResume();
    setFailure(result.message);
  }

  if (submitted) {
    return (
      <p className="application-form__success" role="status">
        Application Submitted!
      </p>
    );
  }

  const submitting = progress !== null;
  const errorId = (name: keyof ApplicationFormValues) => `${id}-${name}-error`;
  const described = (name: keyof ApplicationFormValues) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });
  const errorFor = (name: keyof ApplicationFormValues) =>
    errors[name] && (
      <p id={errorId(name)} className="application-form__field-error">
        {errors[name]}
      </p>
    );

  return (
    <form className="application-form" noValidate onSubmit={(event) => void submit(event)}>
      {TEXT_FIELDS.map(({ name, label, type, autoComplete }) => (
        <div key={name} className="application-form__field">
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input
            {...described(name)}
            type={type}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [name]: event.target.value }))
            }
          />
          {errorFor(name)}
        </div>
      ))}
      <div className="application-form__field">
        <label htmlFor={`${id}-resume`}>Resume (PDF, DOC or DOCX, at most 5 MB)</label>
        <input
          {...described('resume')}
          ref={resumeInput}
          type="file"
          accept={RESUME_ACCEPT}
          onChange={(event) => pickResume(event.target.files?.[0] ?? null)}
        />
        {errorFor('resume')}
      </div>
      {submitting && (
        <progress
          className="application-form__progress"
          max={1}
          value={progress}
          aria-label="Upload progress"
        />
      )}
      <div role="alert">{failure && <p className="application-form__error">{failure}</p>}</div>
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit Application'}
      </button>
    </form>
  );
}

function withoutMessage(fields: ApplicationFieldErrors, message: string): ApplicationFieldErrors {
  return Object.fromEntries(Object.entries(fields).filter(([, text]) => text !== message));
}
