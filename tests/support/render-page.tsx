import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createBrowserApolloClient } from '../../web/src/lib/apollo/browser-client';

/** Renders a component as the browser would: a fresh Apollo Client and a router at `path`. */
export function renderWithApp(element: ReactElement, { path = '/', route = '*' } = {}) {
  const client = createBrowserApolloClient();
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}
