import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { contactMessageSchema } from '../../../../common/leads';
import { useSubmitContactMessageMutation } from '../../graphql/hooks';
import { visitAttribution } from '../../lib/visit-attribution';
import { InputField, TextAreaField } from '../../lib/forms/fields';
import { FormOutcome } from '../../lib/forms/FormOutcome';
import {
  applyServerFieldErrors,
  serverFieldErrors,
  serverMessage,
} from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';

export const CONTACT_MESSAGE_SENT =
  'Thank you! Your message has been sent. We will get back to you soon.';

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** The visible fields and the hidden 'website' trap that only bots fill. */
type ContactValues = Record<(typeof CONTACT_FIELDS)[number] | 'website', string>;
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** 'Send Us a Message': checked in the browser with the server's own rules, then stored. */
export function ContactForm() {
  const { pathname } = useLocation();
  const form = useZodForm(contactMessageSchema, {
    defaultValues: EMPTY,
  });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [submit, { loading }] = useSubmitContactMessageMutation();

  const handleSubmit = form.handleSubmit(
    async (values) => {
      setOutcome({ kind: 'idle' });
      try {
        const website = form.getValues('website') || null;
        const attribution = visitAttribution();
        await submit({
          variables: { input: { ...values, pagePath: pathname, website, attribution } },
        });
        form.reset(EMPTY);
        setOutcome({ kind: 'sent' });
      } catch (error) {
        setOutcome({ kind: 'failed', message: serverMessage(error) });
        applyServerFieldErrors(form.setError, CONTACT_FIELDS, serverFieldErrors(error));
      }
    },
    () => setOutcome({ kind: 'idle' }),
  );
  const field = (name: (typeof CONTACT_FIELDS)[number], label: string) => ({
    control: form.control,
    name,
    label,
    id: `contact-${name}`,
    htmlName: `contact-${name}`,
    className: 'contact-form__field',
    errorClassName: 'contact-form__field-error',
    required: true,
    // Read-only, not disabled, while sending: a disabled field would drop the keyboard's focus.
    readOnly: loading,
  });

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <InputField {...field('name', 'Name')} type="text" autoComplete="name" />
      <InputField {...field('email', 'Email')} type="email" autoComplete="email" />
      <InputField {...field('subject', 'Subject')} type="text" autoComplete="off" />
      <TextAreaField {...field('message', 'Message')} rows={6} autoComplete="off" />
      {/* A bot fills every input; people never see this one. */}
      <div className="contact-form__honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          {...form.register('website')}
          id="contact-website"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div role="status">
        {outcome.kind === 'sent' && (
          <FormOutcome className="contact-form__success">{CONTACT_MESSAGE_SENT}</FormOutcome>
        )}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' && (
          <FormOutcome className="contact-form__error">{outcome.message}</FormOutcome>
        )}
      </div>
      <button type="submit" className="button" disabled={loading}>
        {loading ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
