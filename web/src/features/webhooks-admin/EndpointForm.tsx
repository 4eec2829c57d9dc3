import { useState } from 'react';
import { z } from 'zod';
import { webhookEndpointSchema } from '../../../../common/webhooks';
import type { WebhookEndpointInput } from '../../graphql/graphql';
import { CheckboxListField } from '../../lib/forms/checkbox-list-field';
import { InputField } from '../../lib/forms/fields';
import { FormActions } from '../../lib/forms/FormActions';
import { applyServerFieldErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { EVENT_OPTIONS } from './event-options';

/** Nothing when the endpoint was added, else the server's refusal: per field, or as a whole. */
export type EndpointRefusal = { fields: Record<string, string>; message: string } | undefined;

const EMPTY = { url: '', description: '', events: [] as string[] };
const FIELDS = ['url', 'description', 'events'] as const;

/** The endpoint schema, with a blank description meaning none. */
const endpointFormSchema = z.preprocess(
  (values: typeof EMPTY) => ({ ...values, description: values.description.trim() || null }),
  webhookEndpointSchema,
);

interface EndpointFormProps {
  onSubmit: (input: WebhookEndpointInput) => Promise<EndpointRefusal>;
  onCancel: () => void;
}

/** A new endpoint: where to POST, what it is for, and which events it wants. */
export function EndpointForm({ onSubmit, onCancel }: EndpointFormProps) {
  const form = useZodForm(endpointFormSchema, { defaultValues: EMPTY });
  const [failure, setFailure] = useState('');
  const field = (name: (typeof FIELDS)[number]) => ({
    control: form.control,
    name,
    id: `webhook-${name}`,
    errorClassName: 'settings-form__error',
  });
  const submit = form.handleSubmit(async (input) => {
    setFailure('');
    const refusal = await onSubmit(input);
    if (!refusal) return;
    if (!applyServerFieldErrors(form.setError, FIELDS, refusal.fields)) setFailure(refusal.message);
  });
  const saving = form.formState.isSubmitting;
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField
        {...field('url')}
        label="URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/webhooks"
        autoComplete="off"
      />
      <InputField {...field('description')} label="Description (optional)" autoComplete="off" />
      <CheckboxListField
        {...field('events')}
        label="Events"
        className="checkbox-list"
        options={EVENT_OPTIONS}
      />
      {failure && <p role="alert">{failure}</p>}
      <FormActions
        className="settings-form__actions"
        onCancel={onCancel}
        busy={saving}
        submitLabel={saving ? 'Adding...' : 'Add endpoint'}
      />
    </form>
  );
}
