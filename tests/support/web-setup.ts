import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockApi } from './mock-api';

beforeAll(() => mockApi.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockApi.resetHandlers();
});
afterAll(() => mockApi.close());
