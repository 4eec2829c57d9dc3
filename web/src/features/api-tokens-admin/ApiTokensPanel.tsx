import { useState } from 'react';
import { ListState } from '../../components/ListState';
import { Modal } from '../../components/Modal';
import { OneTimeSecret } from '../../components/OneTimeSecret';
import type { ApiTokenRowFragment, CreateApiTokenInput } from '../../graphql/graphql';
import {
  useApiTokenListQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
} from '../../graphql/hooks';
import { refusalOf, type FormRefusal } from '../../lib/forms/use-dialog-form';
import { writeThenToast } from '../../lib/forms/write-then-toast';
import { CreateTokenForm } from './CreateTokenForm';
import { TokenTable } from './TokenTable';
import './api-tokens-admin.css';

const REFETCH = { refetchQueries: ['ApiTokenList'] };

/**
 * Settings > API tokens: tokens for other systems, created with a name, scopes and an expiry,
 * shown once, listed with their last use, and revoked here.
 */
export function ApiTokensPanel() {
  const result = useApiTokenListQuery({ fetchPolicy: 'cache-and-network' });
  const [createToken] = useCreateApiTokenMutation(REFETCH);
  const [revokeToken] = useRevokeApiTokenMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenRowFragment | null>(null);

  async function create(input: CreateApiTokenInput): Promise<FormRefusal> {
    let token = '';
    const outcome = await writeThenToast(
      async () => {
        const answer = await createToken({ variables: { input } });
        token = answer.data?.createApiToken.token ?? '';
      },
      { success: 'Token created' },
    );
    if (outcome.ok) {
      setCreating(false);
      setCreated({ name: input.name, token });
    }
    return refusalOf(outcome, 'Failed to create the token');
  }

  async function revoke(token: ApiTokenRowFragment) {
    setRevoking(null);
    await writeThenToast(() => revokeToken({ variables: { id: token.id } }), {
      success: `Token ${token.name} revoked: its next request gets 401`,
      failure: 'Could not revoke the token',
    });
  }

  return (
    <section className="settings-panel admin-controls" aria-labelledby="api-tokens-title">
      <header className="settings-panel__head">
        <h2 id="api-tokens-title">API tokens</h2>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          Create token
        </button>
      </header>
      <p className="settings-panel__intro">
        Other systems call the GraphQL and REST APIs with <code>Authorization: Bearer</code> and a
        token. A token acts for the admin who created it, only within its scopes, and can never
        manage accounts, tokens, webhooks or settings.
      </p>
      <ListState
        result={result}
        noun="API tokens"
        isEmpty={(data) => data.apiTokens.length === 0}
        emptyHint="Create one for each system that needs access, so each can be revoked alone."
      >
        {({ apiTokens }) => <TokenTable tokens={apiTokens} onRevoke={setRevoking} />}
      </ListState>
      <Modal
        open={creating}
        onOpenChange={setCreating}
        title="Create API token"
        className="admin-controls settings-dialog"
      >
        <CreateTokenForm onSubmit={create} onCancel={() => setCreating(false)} />
      </Modal>
      <Modal
        open={created !== null}
        onOpenChange={(open) => !open && setCreated(null)}
        title={`Token ${created?.name ?? ''} created`}
        className="admin-controls settings-dialog"
      >
        {created && <CreatedToken token={created.token} />}
        <div className="settings-form__actions">
          <button type="button" className="button" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      </Modal>
      <Modal
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke token?"
        description={`Systems using ${revoking?.name ?? 'it'} are refused from their next request.`}
      >
        <div className="settings-form__actions">
          <button type="button" className="button button--ghost" onClick={() => setRevoking(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => revoking && void revoke(revoking)}
          >
            Revoke
          </button>
        </div>
      </Modal>
    </section>
  );
}

function CreatedToken({ token }: { token: string }) {
  return (
    <>
      <OneTimeSecret label="API token" value={token} />
      <p className="settings-panel__usage">
        Send it as <code>Authorization: Bearer {token.slice(0, 8)}…</code> to{' '}
        <code>{window.location.origin}/graphql</code> or the REST routes under <code>/api</code>.
      </p>
    </>
  );
}
