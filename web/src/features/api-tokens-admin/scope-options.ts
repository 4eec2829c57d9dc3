import { API_SCOPE_INFO, API_SCOPES } from '../../../../common/api-scopes';
import type { CheckboxOption } from '../../lib/forms/checkbox-list-field';

/** Every scope as a choice: its name as integrators write it, and what it allows. */
export const SCOPE_OPTIONS: readonly CheckboxOption[] = API_SCOPES.map((scope) => ({
  value: scope,
  label: scope,
  hint: API_SCOPE_INFO[scope].allows,
}));

/** The expiry choices, in days ('' never expires). */
export const EXPIRY_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'Never' },
] as const;
