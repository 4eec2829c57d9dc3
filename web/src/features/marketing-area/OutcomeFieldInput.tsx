import type { OutcomeFieldSetup } from './outcome-fields';

interface OutcomeFieldInputProps {
  setup: OutcomeFieldSetup;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One labelled, required field of an outcome form, its error tied to it for screen readers. */
export function OutcomeFieldInput({
  setup,
  value,
  error,
  disabled,
  onChange,
}: OutcomeFieldInputProps) {
  const id = `outcome-${setup.name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: setup.name,
    value,
    disabled,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="outcome-form__field">
      <label htmlFor={id}>{setup.label}</label>
      {setup.type === 'select' ? (
        <select {...shared} onChange={(event) => onChange(event.target.value)}>
          <option value="">Select {setup.label}</option>
          {setup.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={setup.type}
          autoComplete={setup.autoComplete ?? 'off'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="outcome-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
