import { useId, useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import { JOB_LOCATION_SUGGESTIONS } from '../../../../common/careers';
import type { JobInput } from '../../graphql/graphql';
import {
  JOB_FORM_DEPARTMENTS,
  JOB_FORM_TYPES,
  MISSING_FIELDS_MESSAGE,
  jobInputOf,
  type JobFormValues,
} from './job-form-values';

interface JobFormProps {
  initialValues: JobFormValues;
  submitLabel: string;
  /** Resolves when the save is done (the dialog then closes) or failed (it stays open). */
  onSubmit: (input: JobInput) => Promise<void>;
  onCancel: () => void;
}

/** The seven job fields; nothing is sent while one is blank. */
export function JobForm({ initialValues, submitLabel, onSubmit, onCancel }: JobFormProps) {
  const [values, setValues] = useState(initialValues);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const field = (name: keyof JobFormValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = jobInputOf(values);
    setMissing(!input);
    if (!input) {
      toast.error(MISSING_FIELDS_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(input);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="job-form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-title`}>Title</label>
      <input {...field('title')} maxLength={200} />
      <label htmlFor={`${id}-location`}>Location</label>
      <input {...field('location')} maxLength={120} list={`${id}-locations`} />
      <datalist id={`${id}-locations`}>
        {JOB_LOCATION_SUGGESTIONS.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      <label htmlFor={`${id}-type`}>Type</label>
      <select {...field('type')}>
        <option value="">Select type</option>
        {JOB_FORM_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </select>
      <label htmlFor={`${id}-experience`}>Experience</label>
      <input {...field('experience')} maxLength={60} placeholder="e.g. 2-4 years" />
      <label htmlFor={`${id}-department`}>Department</label>
      <select {...field('department')}>
        <option value="">Select department</option>
        {JOB_FORM_DEPARTMENTS.map((department) => (
          <option key={department}>{department}</option>
        ))}
      </select>
      <label htmlFor={`${id}-description`}>Description</label>
      <textarea {...field('description')} rows={5} />
      <label htmlFor={`${id}-skills`}>Skills (comma-separated)</label>
      <input {...field('skills')} placeholder="e.g. React, Node.js, SQL" />
      {missing && (
        <p className="job-form__error" role="alert">
          {MISSING_FIELDS_MESSAGE}
        </p>
      )}
      <div className="job-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
