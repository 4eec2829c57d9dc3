import { Modal } from '../../components/Modal';
import type { EmployerTaskRowFragment } from '../../graphql/graphql';
import { formatStaffDate } from '../../lib/format-date';
import { OutcomeReport } from './OutcomeReport';
import { StatusBadge } from './StatusBadge';

interface TaskHistoryDialogProps {
  task: EmployerTaskRowFragment | null;
  onClose: () => void;
}

/** A task's reports from the field, oldest first, under its status and due date now. */
export function TaskHistoryDialog({ task, onClose }: TaskHistoryDialogProps) {
  return (
    <Modal
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Task History"
      description={task ? `${task.taskCode} · ${task.title}` : undefined}
      className="employer-history"
    >
      {task && (
        <>
          <p className="employer-history__now">
            <StatusBadge status={task.status} /> due {formatStaffDate(task.dueDate)}
            {task.previousDueDate && ` (was ${formatStaffDate(task.previousDueDate)})`}
          </p>
          {task.outcomes.length === 0 ? (
            <p>No reports yet.</p>
          ) : (
            <ol className="employer-reports" aria-label="Reports">
              {task.outcomes.map((report) => (
                <li key={report.id}>
                  <OutcomeReport report={report} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Modal>
  );
}
