import { useState } from 'react';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { ListState } from '../../components/ListState';
import { Modal } from '../../components/Modal';
import { ListPager } from '../../components/Pager';
import type { RedirectsAdminRedirectFragment } from '../../graphql/graphql';
import { useRedirectsAdminListQuery } from '../../graphql/hooks';
import { formatStaffDateTime } from '../../lib/format-date';
import { usePaging } from '../../lib/use-paging';
import { useToastOnError } from '../../lib/use-toast-on-error';
import { RedirectForm } from './RedirectForm';
import { useRedirectActions } from './use-redirect-actions';
import './redirects-admin.css';

type Redirect = RedirectsAdminRedirectFragment;
type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; redirect: Redirect } | null;

const PAGE_SIZE = 100;

/**
 * 'Redirects': old addresses that answer 301 with a new one. Those made when a post's address
 * changed are listed with the admins' own, and may be edited or removed like them.
 */
export function RedirectsAdmin() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const paging = usePaging(PAGE_SIZE);
  const actions = useRedirectActions();
  const result = useRedirectsAdminListQuery({
    variables: paging.variables,
    fetchPolicy: 'cache-and-network',
  });
  useToastOnError(result.error, 'Failed to fetch redirects');
  const close = () => setDialog(null);

  const columns: DataColumn<Redirect>[] = [
    { header: 'Old address', cell: (row) => <code>{row.fromPath}</code> },
    { header: 'New address', cell: (row) => <code>{row.toPath}</code> },
    { header: 'Made', cell: (row) => (row.automatic ? 'When the address changed' : 'By an admin') },
    { header: 'Changed', cell: (row) => formatStaffDateTime(row.updatedAt) },
    {
      header: 'Actions',
      hideHeader: true,
      className: 'redirects-admin__actions-cell',
      cell: (row) => (
        <span className="redirects-admin__row-actions">
          <button
            type="button"
            className="button button--small"
            onClick={() => setDialog({ kind: 'edit', redirect: row })}
          >
            Edit<span className="visually-hidden"> {row.fromPath}</span>
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => setDialog({ kind: 'delete', redirect: row })}
          >
            Delete<span className="visually-hidden"> {row.fromPath}</span>
          </button>
        </span>
      ),
    },
  ];

  return (
    <section className="redirects-admin" aria-labelledby="redirects-admin-title">
      <AdminPageHeader headingId="redirects-admin-title" title="Redirects">
        <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
          Add redirect
        </button>
      </AdminPageHeader>
      <p className="redirects-admin__intro">
        Visitors and search engines asking for an old address are sent on to the new one (301). A
        post whose address changes gets one automatically.
      </p>
      <ListState
        result={result}
        noun="redirects"
        isEmpty={(data) => data.redirects.items.length === 0}
      >
        {({ redirects: { items, total } }) => (
          <>
            <div className="redirects-admin__table">
              <DataTable
                caption="Redirects"
                columns={columns}
                rows={items}
                rowKey={(row) => row.id}
              />
            </div>
            <ListPager paging={paging} total={total} label="Redirect" />
          </>
        )}
      </ListState>
      <Modal
        open={dialog?.kind === 'add'}
        onOpenChange={(open) => !open && close()}
        title="Add redirect"
      >
        <RedirectForm
          initialValues={{ fromPath: '', toPath: '' }}
          submitLabel="Add redirect"
          onSubmit={async (input) => {
            const refused = await actions.save(null, input);
            if (!refused) close();
            return refused;
          }}
          onCancel={close}
        />
      </Modal>
      <Modal
        open={dialog?.kind === 'edit'}
        onOpenChange={(open) => !open && close()}
        title="Edit redirect"
      >
        {dialog?.kind === 'edit' && (
          <RedirectForm
            key={dialog.redirect.id}
            initialValues={{ fromPath: dialog.redirect.fromPath, toPath: dialog.redirect.toPath }}
            submitLabel="Save redirect"
            onSubmit={async (input) => {
              const refused = await actions.save(dialog.redirect.id, input);
              if (!refused) close();
              return refused;
            }}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmDeleteDialog
        open={dialog?.kind === 'delete'}
        question="Delete this redirect? The old address will answer 'not found'."
        name={
          dialog?.kind === 'delete' ? `${dialog.redirect.fromPath} → ${dialog.redirect.toPath}` : ''
        }
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          void actions.remove(dialog.redirect.id).then((done) => done && close());
        }}
      />
    </section>
  );
}
