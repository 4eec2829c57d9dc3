import { useRef, useState, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useSubmitContactMessageMutation } from '../../graphql/hooks';
import {
  CONTACT_FIELDS,
  contactServerFieldErrors,
  contactServerMessage,
  emptyContactMessage,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
} from './contact-form-fields';
import { ContactFieldInput } from './ContactFieldInput';

export const CONTACT_MESSAGE_SENT =
  'Thank you! Your message has been sent. We will get back to you soon.';

const FIELD_SETUP: Record<
  ContactField,
  { label: string; type: 'text' | 'email' | 'textarea'; autoComplete: string }
> = {
  name: { label: 'Name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  subject: { label: 'Subject', type: 'text', autoComplete: 'off' },
  message: { label: 'Message', type: 'textarea', autoComplete: 'off' },
};

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** 'Send Us a Message': checked in the browser with the server's own rules, then stored. */
export function ContactForm() {
  const { pathname } = useLocation();
  const [values, setValues] = useState(emptyContactMessage);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  const [submit, { loading }] = useSubmitContactMessageMutation();

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`contact-${first}`)?.focus();
  };

  const handleSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome({ kind: 'idle' });
    const found = validateContactMessage(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    try {
      await submit({
        variables: {
          input: { ...values, pagePath: pathname, website: honeypot.current?.value || null },
        },
      });
      setValues(emptyContactMessage);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: contactServerMessage(error) });
      showErrors(contactServerFieldErrors(error));
    }
  };

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {CONTACT_FIELDS.map((field) => (
        <ContactFieldInput
          key={field}
          id={`contact-${field}`}
          {...FIELD_SETUP[field]}
          value={values[field]}
          error={errors[field]}
          disabled={loading}
          onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      ))}
      {/* A bot fills every input; people never see this one. */}
      <div className="contact-form__honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          ref={honeypot}
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div role="status">
        {outcome.kind === 'sent' && <p className="contact-form__success">{CONTACT_MESSAGE_SENT}</p>}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' && <p className="contact-form__error">{outcome.message}</p>}
      </div>
      <button type="submit" className="button" disabled={loading}>
        {loading ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
