import type { ApolloCache } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { CLOSED_TASK_STATUSES } from '../../../../common/workforce';
import { isNotFound } from '../../lib/graphql-errors';
import { MarketingTaskDocument } from '../../graphql/graphql';
import { useMarketingReportOutcomeMutation } from '../../graphql/hooks';
import { marketingPaths, OUTCOME_LABELS, type OutcomeKind } from './marketing-paths';
import { OutcomeForm } from './OutcomeForm';
import { TaskSummary } from './TaskSummary';

/** After a report every task list may have changed: drop them so each loads afresh. */
function forgetTaskLists(cache: ApolloCache) {
  for (const fieldName of ['myTasks', 'myTodayTasks', 'myRescheduledTasks', 'searchMyTasks']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

/** One outcome form for the task named in the address (?task=T-000123). */
export function OutcomeScreen({ kind }: { kind: OutcomeKind }) {
  const taskCode = useSearchParams()[0].get('task') ?? '';
  const { data, loading, error } = useQuery(
    MarketingTaskDocument,
    taskCode ? { variables: { taskCode }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const [report] = useMarketingReportOutcomeMutation({ update: forgetTaskLists });
  const task = data?.myTask;
  const closed = task ? CLOSED_TASK_STATUSES.includes(task.status) : false;

  return (
    <section className="marketing-panel">
      <h1 className="marketing-panel__title">{OUTCOME_LABELS[kind]}</h1>
      {!taskCode || (error && isNotFound(error)) ? (
        <p role="alert" className="marketing-error">
          {taskCode ? `Task ${taskCode} was not found among your tasks.` : 'No task was chosen.'}{' '}
          <Link to={marketingPaths.allTasks}>Choose one from All Task</Link>.
        </p>
      ) : error ? (
        <p role="alert" className="marketing-error">
          Error: Failed to fetch the task
        </p>
      ) : loading && !task ? (
        <p role="status">Loading task...</p>
      ) : task ? (
        <>
          <TaskSummary task={task} />
          {closed && (
            <p className="marketing-error">
              This task is closed: no further outcome can be reported.
            </p>
          )}
          <OutcomeForm
            kind={kind}
            taskCode={task.taskCode}
            currentDueDate={task.dueDate}
            disabled={closed}
            onSubmit={async (input) => {
              await report({ variables: { input } });
            }}
          />
        </>
      ) : null}
    </section>
  );
}
