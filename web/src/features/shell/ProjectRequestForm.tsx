import { FormActions } from '../../lib/forms/FormActions';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { projectRequestSchema } from '../../../../common/leads';
import { InputField } from '../../lib/forms/fields';
import { FormOutcome } from '../../lib/forms/FormOutcome';
import {
  applyServerFieldErrors,
  serverFieldErrors,
  serverMessage,
} from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { withApollo } from '../../lib/apollo/with-apollo';
import { useSubmitProjectRequest } from './use-submit-project-request';
import { visitAttribution } from '../../lib/visit-attribution';

export const PROJECT_REQUEST_SENT =
  'Thank you! Your project request has been sent. We will get in touch with you soon.';

const PROJECT_REQUEST_FIELDS = ['name', 'email', 'mobile', 'businessName'] as const;
/** The visible fields and the hidden 'website' trap that only bots fill. */
type ProjectRequestValues = Record<(typeof PROJECT_REQUEST_FIELDS)[number] | 'website', string>;
const EMPTY: ProjectRequestValues = {
  name: '',
  email: '',
  mobile: '',
  businessName: '',
  website: '',
};

/**
 * The Start Your Project form. It lives inside the modal, which unmounts it on close, so
 * closing always starts the next visit with empty fields.
 */
export const ProjectRequestForm = withApollo(function ProjectRequestForm({
  onClose,
}: {
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const form = useZodForm(projectRequestSchema, {
    defaultValues: EMPTY,
  });
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const submitProjectRequest = useSubmitProjectRequest();

  if (sent) {
    return (
      <div>
        <FormOutcome className="project-form__success" role="status">
          {PROJECT_REQUEST_SENT}
        </FormOutcome>
        <div className="project-form__actions">
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    );
  }

  const handleSubmit = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      try {
        const website = form.getValues('website') || null;
        const attribution = visitAttribution();
        await submitProjectRequest({ ...values, pagePath: pathname, website, attribution });
        setSent(true);
      } catch (error) {
        const fields = serverFieldErrors(error);
        if (!applyServerFieldErrors(form.setError, PROJECT_REQUEST_FIELDS, fields))
          setFailure(serverMessage(error));
      }
    },
    () => setFailure(undefined),
  );

  const sending = form.formState.isSubmitting;
  const field = (name: (typeof PROJECT_REQUEST_FIELDS)[number], label: string) => ({
    control: form.control,
    name,
    label,
    id: `project-${name}`,
    htmlName: `project-${name}`,
    className: 'project-form__field',
    errorClassName: 'project-form__error',
    required: true,
    // Read-only, not disabled, while sending: a disabled field would drop the keyboard's focus.
    readOnly: sending,
  });
  return (
    <form className="project-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {failure && (
        <FormOutcome className="project-form__error" role="alert">
          {failure}
        </FormOutcome>
      )}
      <InputField {...field('name', 'Name')} type="text" autoComplete="name" />
      <InputField {...field('email', 'Email')} type="email" autoComplete="email" />
      <InputField {...field('mobile', 'Mobile Number')} type="tel" autoComplete="tel-national" />
      <InputField
        {...field('businessName', 'Business Name')}
        type="text"
        autoComplete="organization"
      />
      <div className="project-form__honeypot" aria-hidden="true">
        <label htmlFor="project-website">Leave this field empty</label>
        <input
          {...form.register('website')}
          id="project-website"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <FormActions
        className="project-form__actions"
        onCancel={onClose}
        busy={sending}
        submitLabel={sending ? 'Sending...' : 'Submit'}
      />
    </form>
  );
});
