import type { Express } from 'express';
import type { RequestLogger } from '../shared/request-logging';
import type { HeaderPair } from '../shared/security-headers';
import type { EarlyAnswer } from './cached-page-answer';

/** What every answer shares, for answers given before Express runs. */
export interface SharedAnswerParts {
  securityHeaders: readonly HeaderPair[];
  logRequest: RequestLogger;
}

export interface MountedWeb {
  /** Answers what it can before Express runs (cached pages); false leaves it to Express. */
  answerEarly?: EarlyAnswer;
}

/** Serves the web app: built files and server rendering in production, Vite while developing. */
export interface WebRenderer {
  mount(app: Express, shared: SharedAnswerParts): Promise<MountedWeb>;
  close(): Promise<void>;
}

/** For an API-only server. */
export const noWeb: WebRenderer = {
  mount: () => Promise.resolve({}),
  close: () => Promise.resolve(),
};
