import { useCallback } from 'react';
import type { ProjectRequestInput } from '../../graphql/graphql';
import { useSubmitProjectRequestMutation } from '../../graphql/hooks';

/** Stores a project request; rejects with the server's error when it is refused. */
export function useSubmitProjectRequest(): (input: ProjectRequestInput) => Promise<void> {
  const [submit] = useSubmitProjectRequestMutation();
  return useCallback(
    async (input: ProjectRequestInput) => {
      await submit({ variables: { input } });
    },
    [submit],
  );
}
