interface PaymentFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  type?: 'text' | 'tel';
  autoComplete: string;
  onChange: (value: string) => void;
}

/** One labelled input whose error is announced and tied to it. */
export function PaymentField({
  id,
  label,
  error,
  type = 'text',
  onChange,
  ...rest
}: PaymentFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="payment-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={type === 'tel' ? 'tel' : undefined}
        required
        maxLength={type === 'tel' ? 10 : 100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {error && (
        <p id={errorId} className="payment-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
