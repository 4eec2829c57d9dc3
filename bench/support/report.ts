import type { Figures } from './load';

export interface Goal {
  figure: string;
  measured: string;
  goal: string;
  /** A text instead of yes or no: the goal is not measured here (it names where it is). */
  met: boolean | string;
}

export function printFigures(title: string, rows: Figures[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      target: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      non2xx: row.non2xx,
      errors: row.errors,
    })),
  );
}

export function printGoals(title: string, goals: Goal[]): void {
  console.log(`\n${title}`);
  console.table(
    goals.map((goal) => ({
      figure: goal.figure,
      measured: goal.measured,
      goal: goal.goal,
      met: typeof goal.met === 'string' ? goal.met : goal.met ? 'yes' : 'NO',
    })),
  );
}

/** `subject`'s requests per second as a share of `reference`'s, against a minimum share. */
export function ratioGoal(
  figure: string,
  subject: Figures | undefined,
  reference: Figures | undefined,
  minimum: number,
): Goal {
  const ratio = subject && reference ? subject.requestsPerSecond / reference.requestsPerSecond : 0;
  return {
    figure,
    measured: `${ratio.toFixed(2)}x`,
    goal: `>= ${minimum}x`,
    met: ratio >= minimum,
  };
}

export function latencyGoal(figure: string, subject: Figures | undefined, maxMs: number): Goal {
  const p99 = subject?.p99 ?? Number.POSITIVE_INFINITY;
  return { figure, measured: `${p99} ms`, goal: `<= ${maxMs} ms`, met: p99 <= maxMs };
}

export function yesGoal(figure: string, met: boolean): Goal {
  return { figure, measured: met ? 'yes' : 'no', goal: 'yes', met };
}

export function byName(rows: Figures[], name: string): Figures | undefined {
  return rows.find((row) => row.name === name);
}
