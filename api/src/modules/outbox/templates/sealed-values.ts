import type { SecretBox } from '../../../shared/auth/secret-box';
import type { RenderContext } from './template-kit';

/** The purpose outbox values are sealed for (see SecretBox). */
const OUTBOX_PURPOSE = 'outbox-message';

/** Seals a value a message needs but the outbox table must not show (a reset token). */
export function sealForMessage(ctx: { secrets: SecretBox }, value: string): string {
  return ctx.secrets.seal(OUTBOX_PURPOSE, value);
}

/** Opens a sealed value at sending; a message whose value cannot be opened fails and is retried. */
export function openSealed(ctx: RenderContext, sealed: string): string {
  const value = ctx.secrets.open(OUTBOX_PURPOSE, sealed);
  if (value === undefined) throw new Error('A sealed value of this message cannot be opened');
  return value;
}
