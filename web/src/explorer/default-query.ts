/** What the explorer shows the first time: how to authenticate, and a query to run. */
export const EXPLORER_DEFAULT_QUERY = `# This site's GraphQL API (POST /graphql).
#
# Signed in to the back office? Queries run as you.
# With an API token, add under Headers below:
#   { "Authorization": "Bearer <token>" }
# Docs (book icon) lists each query and who may call it.

query RecentLeads {
  inboxLeads(limit: 5) {
    total
    items {
      id
      kind
      name
      email
      createdAt
    }
  }
}
`;
