import { SITE } from '../../../../../common/site';
import { PASSWORD_RESET_MINUTES } from '../../../../../common/staff';
import { PASSWORD_RESET_PATH } from '../../../../../common/staff-links';
import { openSealed, sealForMessage } from './sealed-values';
import { emailTemplate } from './template-kit';

/** Where a reset link leads; the token rides in the fragment, which browsers never send on. */
export function passwordResetUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${PASSWORD_RESET_PATH}#token=${encodeURIComponent(token)}`;
}

/**
 * To a staff member who asked to reset their password. The token is stored sealed in the outbox
 * and only opened here, at sending; unknown addresses get no e-mail at all.
 */
export const passwordResetEmail = emailTemplate({
  description: 'To a staff member who asked for a password reset (never to unknown addresses)',
  fields: ['firstName', 'sealedToken'],
  sample: (ctx) => ({
    firstName: 'Asha',
    sealedToken: sealForMessage(ctx, 'sample-token-shown-only-in-the-preview'),
  }),
  content: (data, ctx) => ({
    subject: `Reset your ${SITE.name} password`,
    heading: 'Reset your password',
    intro: [
      `Hello ${data.firstName}, someone asked to reset the password of your ${SITE.name} staff account. If it was you, choose a new password with the button below.`,
      `The link works once and only for ${PASSWORD_RESET_MINUTES} minutes. Choosing a new password signs you out everywhere.`,
    ],
    action: {
      label: 'Choose a new password',
      url: passwordResetUrl(ctx.publicUrl, openSealed(ctx, data.sealedToken)),
    },
    outro: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
  }),
});
