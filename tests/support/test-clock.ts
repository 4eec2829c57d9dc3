/**
 * Moves a test server's clock (POST /__test/clock, only under NODE_ENV=test) and answers the
 * time it now reads; `{ reset: true }` gives it back the system's time.
 */
export async function moveTestClock(
  baseUrl: string,
  change: { advanceMs: number } | { reset: true },
): Promise<Date> {
  const response = await fetch(`${baseUrl}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`The test clock refused ${JSON.stringify(change)}`);
  const { now } = (await response.json()) as { now: string };
  return new Date(now);
}
