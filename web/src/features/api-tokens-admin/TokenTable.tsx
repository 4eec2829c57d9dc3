import { DataTable, RowAction, type DataColumn } from '../../components/DataTable';
import type { ApiTokenRowFragment, ApiTokenStatus } from '../../graphql/graphql';
import { formatStaffDateTime } from '../../lib/format-date';

const STATUS_LABELS: Record<ApiTokenStatus, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
};

interface TokenTableProps {
  tokens: readonly ApiTokenRowFragment[];
  onRevoke: (token: ApiTokenRowFragment) => void;
}

function lastUse(token: ApiTokenRowFragment) {
  if (!token.lastUsedAt) return 'Never';
  const from = token.lastUsedIp ? ` from ${token.lastUsedIp}` : '';
  return `${formatStaffDateTime(token.lastUsedAt)}${from}`;
}

export function TokenTable({ tokens, onRevoke }: TokenTableProps) {
  const columns: DataColumn<ApiTokenRowFragment>[] = [
    {
      header: 'Name',
      cell: (token) => (
        <>
          <strong>{token.name}</strong>
          <code className="settings-table__code">{token.displayPrefix}…</code>
        </>
      ),
    },
    {
      header: 'Scopes',
      cell: (token) => (
        <ul className="settings-table__tags">
          {token.scopes.map((scope) => (
            <li key={scope}>
              <code>{scope}</code>
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Created',
      cell: (token) => `${formatStaffDateTime(token.createdAt)} by ${token.createdByName}`,
    },
    {
      header: 'Expires',
      cell: (token) => (token.expiresAt ? formatStaffDateTime(token.expiresAt) : 'Never'),
    },
    { header: 'Last used', cell: lastUse },
    {
      header: 'Status',
      cell: (token) => (
        <span className={`status-pill status-pill--${token.status.toLowerCase()}`}>
          {STATUS_LABELS[token.status]}
        </span>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (token) =>
        token.status === 'ACTIVE' && (
          <RowAction
            label="Revoke"
            target={`token ${token.name}`}
            className="button button--small button--ghost"
            onClick={() => onRevoke(token)}
          />
        ),
    },
  ];
  return (
    <DataTable
      className="settings-table"
      caption="API tokens, newest first"
      columns={columns}
      rows={tokens}
      rowKey={(token) => token.id}
    />
  );
}
