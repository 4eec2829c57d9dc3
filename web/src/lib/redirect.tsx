import { createContext, useContext } from 'react';
import { Navigate } from 'react-router-dom';

/** Lets a page tell the server to answer with a redirect instead of HTML (302 to `location`). */
export type SetRedirect = (location: string) => void;

export const RedirectContext = createContext<SetRedirect | null>(null);

/**
 * Sends the visitor elsewhere: the server answers 302, the browser navigates in place.
 * Navigate alone would do nothing during server rendering.
 */
export function Redirect({ to }: { to: string }) {
  const setRedirect = useContext(RedirectContext);
  if (setRedirect) {
    setRedirect(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
