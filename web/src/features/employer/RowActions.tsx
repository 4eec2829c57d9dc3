export interface RowAction {
  label: string;
  /** The button's look beside the plain one: 'ghost' or 'danger'. */
  look?: 'ghost' | 'danger';
  run: () => void;
}

/** A row's buttons, each naming its record for screen readers ('Edit Neha Kapoor'). */
export function RowActions({ name, actions }: { name: string; actions: RowAction[] }) {
  return (
    <div className="employer-table__actions">
      {actions.map(({ label, look, run }) => (
        <button
          key={label}
          type="button"
          className={`button button--small${look ? ` button--${look}` : ''}`}
          aria-label={`${label} ${name}`}
          onClick={run}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The Edit and Delete every managed record offers. */
export function editAndDelete(onEdit: () => void, onDelete: () => void): [RowAction, RowAction] {
  return [
    { label: 'Edit', look: 'ghost', run: onEdit },
    { label: 'Delete', look: 'danger', run: onDelete },
  ];
}
