import type { Express } from 'express';

/** Serves the web app: built files and server rendering in production, Vite while developing. */
export interface WebRenderer {
  mount(app: Express): Promise<void>;
  close(): Promise<void>;
}

/** For an API-only server. */
export const noWeb: WebRenderer = {
  mount: () => Promise.resolve(),
  close: () => Promise.resolve(),
};
