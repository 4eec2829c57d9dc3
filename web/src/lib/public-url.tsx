import { createContext, useContext } from 'react';

/** The site's public origin, for canonical and social addresses; set by the server. */
export const PublicUrlContext = createContext('http://localhost:5000');

export function usePublicUrl(): string {
  return useContext(PublicUrlContext);
}
