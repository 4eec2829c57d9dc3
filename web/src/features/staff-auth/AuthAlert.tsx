/** The one problem a staff sign-in card shows, read out as soon as it appears. */
export function AuthAlert({ problem }: { problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p className="staff-login__error" role="alert">
      {problem}
    </p>
  );
}
