import { useState, type SyntheticEvent } from 'react';
import type { OutcomeKind } from './marketing-paths';
import {
  OUTCOME_FORM_FIELDS,
  outcomeServerFieldErrors,
  outcomeServerMessage,
  validateOutcome,
  type OutcomeErrors,
  type OutcomeValues,
} from './outcome-fields';
import { OutcomeFieldInput } from './OutcomeFieldInput';
import { ThankYouDialog } from './ThankYouDialog';

interface OutcomeFormProps {
  kind: OutcomeKind;
  /** Stores the report; throws when the server refuses it. */
  onSubmit: (values: OutcomeValues) => Promise<void>;
  disabled?: boolean;
}

/** One outcome form: every field required, checked here for speed and on the server for good. */
export function OutcomeForm({ kind, onSubmit, disabled = false }: OutcomeFormProps) {
  const fields = OUTCOME_FORM_FIELDS[kind];
  const [values, setValues] = useState<OutcomeValues>({});
  const [errors, setErrors] = useState<OutcomeErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const showErrors = (found: OutcomeErrors) => {
    setErrors(found);
    const first = fields.find((field) => found[field.name]);
    if (first) document.getElementById(`outcome-${first.name}`)?.focus();
  };

  const handleSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const found = validateOutcome(kind, values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setSending(true);
    try {
      await onSubmit(values);
      setValues({});
      setDone(true);
    } catch (error) {
      setFailure(outcomeServerMessage(error));
      showErrors(outcomeServerFieldErrors(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="outcome-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="outcome-form__grid">
        {fields.map((setup) => (
          <OutcomeFieldInput
            key={setup.name}
            setup={setup}
            value={values[setup.name] ?? ''}
            error={errors[setup.name]}
            disabled={disabled || sending}
            onChange={(value) => setValues((current) => ({ ...current, [setup.name]: value }))}
          />
        ))}
      </div>
      <div role="alert">{failure && <p className="marketing-error">{failure}</p>}</div>
      <button type="submit" className="marketing-button" disabled={disabled || sending}>
        {sending ? 'Submitting...' : 'Submit'}
      </button>
      <ThankYouDialog open={done} onClose={() => setDone(false)} />
    </form>
  );
}
