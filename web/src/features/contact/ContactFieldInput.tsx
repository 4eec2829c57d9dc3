interface ContactFieldInputProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'textarea';
  autoComplete: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** A labelled, required field; its error message is tied to it for screen readers. */
export function ContactFieldInput({
  id,
  label,
  type,
  error,
  onChange,
  ...rest
}: ContactFieldInputProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: id,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...rest,
  };
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>{label}</label>
      {type === 'textarea' ? (
        <textarea rows={6} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={type} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="contact-form__field-error">
          {error}
        </p>
      )}
    </div>
  );
}
