import { useRef, useState, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  emptyProjectRequest,
  PROJECT_REQUEST_FIELDS,
  serverFieldErrors,
  serverMessage,
  validateProjectRequest,
  type ProjectRequestErrors,
  type ProjectRequestField,
} from './project-request-fields';
import { ProjectRequestInput } from './ProjectRequestInput';
import { useSubmitProjectRequest } from './use-submit-project-request';

export const PROJECT_REQUEST_SENT =
  'Thank you! Your project request has been sent. We will get in touch with you soon.';

const FIELD_SETUP: Record<
  ProjectRequestField,
  { label: string; type: string; autoComplete: string }
> = {
  name: { label: 'Name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  mobile: { label: 'Mobile Number', type: 'tel', autoComplete: 'tel-national' },
  businessName: { label: 'Business Name', type: 'text', autoComplete: 'organization' },
};

/**
 * The Start Your Project form. It lives inside the modal, which unmounts it on close, so
 * closing always starts the next visit with empty fields.
 */
export function ProjectRequestForm({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const [values, setValues] = useState(emptyProjectRequest);
  const [errors, setErrors] = useState<ProjectRequestErrors>({});
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const honeypot = useRef<HTMLInputElement>(null);
  const submitProjectRequest = useSubmitProjectRequest();

  if (status === 'sent') {
    return (
      <div>
        <p className="project-form__success" role="status" tabIndex={-1} ref={(el) => el?.focus()}>
          {PROJECT_REQUEST_SENT}
        </p>
        <div className="project-form__actions">
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    );
  }

  const showErrors = (found: ProjectRequestErrors) => {
    setErrors(found);
    const first = PROJECT_REQUEST_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`project-${first}`)?.focus();
  };

  const handleSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const found = validateProjectRequest(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setStatus('sending');
    try {
      await submitProjectRequest({
        ...values,
        pagePath: pathname,
        website: honeypot.current?.value || null,
      });
      setValues(emptyProjectRequest);
      setStatus('sent');
    } catch (error) {
      setStatus('editing');
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setFailure(serverMessage(error));
    }
  };

  const sending = status === 'sending';
  return (
    <form className="project-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {failure && (
        <p className="project-form__error" role="alert">
          {failure}
        </p>
      )}
      {PROJECT_REQUEST_FIELDS.map((field) => (
        <ProjectRequestInput
          key={field}
          id={`project-${field}`}
          {...FIELD_SETUP[field]}
          value={values[field]}
          error={errors[field]}
          disabled={sending}
          onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      ))}
      <div className="project-form__honeypot" aria-hidden="true">
        <label htmlFor="project-website">Leave this field empty</label>
        <input
          ref={honeypot}
          id="project-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="project-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
