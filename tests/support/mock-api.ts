import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

const TEST_ORIGIN = 'http://localhost:3000';

/** The GraphQL endpoint as components reach it; tests add handlers per case. */
export const graphqlApi = graphql.link(`${TEST_ORIGIN}/graphql`);

export const mockApi = setupServer();
