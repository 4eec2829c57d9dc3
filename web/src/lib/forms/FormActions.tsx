/** A dialog form's closing row: Cancel, then the submit button (disabled while it works). */
export function FormActions({
  className,
  onCancel,
  busy,
  submitLabel,
}: {
  className: string;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <div className={className}>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
