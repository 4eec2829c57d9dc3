import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockApi } from './mock-api';

// A page's island loads its code with a dynamic import, which Vite transforms on first use: on
// a 2-core machine that also runs the browser tests this took more than the default second
// that findBy and waitFor wait. What a test waits for still has to appear, only not as fast.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => mockApi.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
  // What one test recorded (a visit's attribution) is not the next test's visit.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
afterAll(() => mockApi.close());
