import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ComponentType } from 'react';
import { browserApolloClient } from './browser-client';

/**
 * Gives a page or widget that talks to the server its Apollo Client. Only these load Apollo:
 * the site's shell and its text pages ship without it. A client already above (the server's
 * render, a test) is kept; in the browser every part shares the tab's one client.
 */
export function withApollo<Props extends object>(Component: ComponentType<Props>) {
  function WithApollo(props: Props) {
    const outer = useContext(getApolloContext()).client;
    return (
      <ApolloProvider client={outer ?? browserApolloClient()}>
        <Component {...props} />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `withApollo(${Component.displayName ?? Component.name})`;
  return WithApollo;
}
