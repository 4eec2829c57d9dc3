import { z } from 'zod';
import { webhookEndpointSchema } from '../../../../common/webhooks';
import type { WebhookEndpointInput } from '../../graphql/graphql';
import { CheckboxListField } from '../../lib/forms/checkbox-list-field';
import { InputField } from '../../lib/forms/fields';
import { FormActions } from '../../lib/forms/FormActions';
import { useDialogForm, type FormRefusal } from '../../lib/forms/use-dialog-form';
import { EVENT_OPTIONS } from './event-options';

const EMPTY = { url: '', description: '', events: [] as string[] };

/** The endpoint schema, with a blank description meaning none. */
const endpointFormSchema = z.preprocess(
  (values: typeof EMPTY) => ({ ...values, description: values.description.trim() || null }),
  webhookEndpointSchema,
);

interface EndpointFormProps {
  onSubmit: (input: WebhookEndpointInput) => Promise<FormRefusal>;
  onCancel: () => void;
}

/** A new endpoint: where to POST, what it is for, and which events it wants. */
export function EndpointForm({ onSubmit, onCancel }: EndpointFormProps) {
  const { field, submit, failure, saving } = useDialogForm(endpointFormSchema, {
    defaultValues: EMPTY,
    fields: ['url', 'description', 'events'],
    idPrefix: 'webhook',
    errorClassName: 'settings-form__error',
    onSubmit,
  });
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
