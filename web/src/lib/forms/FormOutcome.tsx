import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What came of a form's submit (sent, or why not), focused as it appears. The control the
 * visitor submitted from is disabled or gone while the form sends, so focus would otherwise fall
 * back to the page and a keyboard or screen-reader user would have to hunt for the answer.
 * Render it only once there is an outcome: it takes focus when it mounts.
 */
export function FormOutcome({
  className,
  role,
  children,
}: {
  className: string;
  /** Only when no live region around it announces it already. */
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    message.current?.focus();
  }, []);
  return (
    <p ref={message} className={className} role={role} tabIndex={-1}>
      {children}
    </p>
  );
}
