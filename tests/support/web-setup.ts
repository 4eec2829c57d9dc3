import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockApi } from './mock-api';

beforeAll(() => mockApi.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
  // What one test recorded (a visit's attribution) is not the next test's visit.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
afterAll(() => mockApi.close());
