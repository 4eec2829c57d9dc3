interface ProjectRequestInputProps {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One labelled, required field with its error message tied to it for screen readers. */
export function ProjectRequestInput({
  id,
  label,
  error,
  onChange,
  ...input
}: ProjectRequestInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className="project-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {error && (
        <p id={errorId} className="project-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
