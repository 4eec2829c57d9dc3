import { useId, useState } from 'react';
import { diffRevisionFields, type DiffSegment } from '../../../common/revision-diff';
import { formatStaffDateTime } from '../lib/format-date';
import './publishing.css';

export interface RevisionEntry {
  id: string;
  action: string;
  authorName: string;
  createdAt: string;
  restoredFrom: string | null;
  fields: readonly { name: string; value: string }[];
}

interface RevisionHistoryProps {
  /** Newest first, as the API lists them. */
  revisions: readonly RevisionEntry[];
  /** The fields' names as staff read them, in the order the comparison shows them. */
  labels: Readonly<Record<string, string>>;
  /** How a field's saved text reads (a state's label, a moment in India time). */
  display?: (field: string, value: string) => string;
  /** Restores a revision; `number` is its place in the history (#1 the first save). */
  onRestore: (revision: RevisionEntry, number: number) => void;
  restoring: boolean;
}

/**
 * Every save of a post or job, and a side-by-side comparison of any two: the older one's text
 * with what was removed marked, the newer one's with what was added. Restoring an older
 * revision saves its fields again, as a new revision.
 */
export function RevisionHistory({
  revisions,
  labels,
  display = (_field, value) => value,
  onRestore,
  restoring,
}: RevisionHistoryProps) {
  const [newerId, setNewerId] = useState(revisions[0]?.id ?? '');
  const [olderId, setOlderId] = useState(revisions[1]?.id ?? revisions[0]?.id ?? '');
  const id = useId();
  const numberOf = (revision: RevisionEntry) => revisions.length - revisions.indexOf(revision);
  const nameOf = (revision: RevisionEntry) =>
    `#${numberOf(revision)} ${actionLabel(revision, revisions)}, ${revision.authorName}, ${formatStaffDateTime(revision.createdAt)}`;
  const older = revisions.find((revision) => revision.id === olderId);
  const newer = revisions.find((revision) => revision.id === newerId);

  const picker = (label: string, value: string, onChange: (value: string) => void) => (
    <div className="revision-history__pick">
      <label htmlFor={`${id}-${label}`}>{label}</label>
      <select
        id={`${id}-${label}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {nameOf(revision)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="revision-history">
      <ol className="revision-history__list" aria-label="Revisions, newest first">
        {revisions.map((revision, index) => (
          <li key={revision.id}>
            <span>{nameOf(revision)}</span>
            {index > 0 && (
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={restoring}
                onClick={() => onRestore(revision, numberOf(revision))}
              >
                Restore #{numberOf(revision)}
              </button>
            )}
          </li>
        ))}
      </ol>
      <div className="revision-history__picks">
        {picker('Compare', olderId, setOlderId)}
        {picker('with', newerId, setNewerId)}
      </div>
      {older && newer && (
        <RevisionComparison
          older={older}
          newer={newer}
          labels={labels}
          display={display}
          title={`Revision #${numberOf(older)} beside revision #${numberOf(newer)}`}
        />
      )}
    </div>
  );
}

function actionLabel(revision: RevisionEntry, all: readonly RevisionEntry[]): string {
  const text = revision.action.charAt(0).toUpperCase() + revision.action.slice(1);
  const source = all.find((entry) => entry.id === revision.restoredFrom);
  return source ? `${text} #${all.length - all.indexOf(source)}` : text;
}

interface ComparisonProps {
  older: RevisionEntry;
  newer: RevisionEntry;
  labels: Readonly<Record<string, string>>;
  display: (field: string, value: string) => string;
  title: string;
}

/** The two revisions side by side, changed fields first marked, unchanged ones on request. */
function RevisionComparison({ older, newer, labels, display, title }: ComparisonProps) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const toggleId = useId();
  const textsOf = (revision: RevisionEntry) =>
    Object.fromEntries(revision.fields.map(({ name, value }) => [name, display(name, value)]));
  const fields = diffRevisionFields(textsOf(older), textsOf(newer), Object.keys(labels));
  const shown = fields.filter((field) => showUnchanged || field.changed);
  return (
    <section className="revision-diff" aria-label={title}>
      <p className="revision-diff__summary">
        {fields.some((field) => field.changed)
          ? `${fields.filter((field) => field.changed).length} of ${fields.length} fields changed`
          : 'No field changed between these revisions'}
        <span className="revision-diff__toggle">
          <input
            id={toggleId}
            type="checkbox"
            checked={showUnchanged}
            onChange={(event) => setShowUnchanged(event.target.checked)}
          />
          <label htmlFor={toggleId}>Show unchanged fields</label>
        </span>
      </p>
      {shown.map((field) => (
        <div key={field.field} className="revision-diff__field">
          <h3>{labels[field.field] ?? field.field}</h3>
          <div className="revision-diff__sides">
            <Side label="Older" segments={field.before} />
            <Side label="Newer" segments={field.after} />
          </div>
        </div>
      ))}
    </section>
  );
}

function Side({ label, segments }: { label: string; segments: DiffSegment[] }) {
  return (
    <div className="revision-diff__side">
      <span className="visually-hidden">{label}: </span>
      <p className="revision-diff__text">
        {segments.length === 0 && <em className="revision-diff__empty">(empty)</em>}
        {segments.map((segment, index) =>
          segment.kind === 'removed' ? (
            <del key={index}>{segment.text}</del>
          ) : segment.kind === 'added' ? (
            <ins key={index}>{segment.text}</ins>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </p>
    </div>
  );
}
