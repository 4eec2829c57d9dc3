import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './fields';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** A line under the label, such as what the choice allows. */
  hint?: string;
}

/**
 * Several checkboxes bound to one list field (the events of a webhook): a fieldset whose legend
 * names the field, the field's message under the choices, tied to them for screen readers.
 */
export function CheckboxListField<Values extends FieldValues, Output>(
  props: Omit<FieldProps<Values, Output>, 'htmlName'> & { options: readonly CheckboxOption[] },
) {
  const { control, name, id, label, className, errorClassName, options } = props;
  const { field, fieldState } = useController({ control, name });
  const chosen = (field.value as string[] | undefined) ?? [];
  const message = fieldState.error?.message;
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset
      id={id}
      className={className}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value.replace(/\W/g, '-')}`;
        return (
          <div key={option.value} className="checkbox-list__option">
            <input
              id={optionId}
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
            />
            <label htmlFor={optionId}>{option.label}</label>
            {option.hint && (
              <span id={`${optionId}-hint`} className="checkbox-list__hint">
                {option.hint}
              </span>
            )}
          </div>
        );
      })}
      {message && (
        <p id={`${id}-error`} className={errorClassName}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
