import { SITE } from '../../../../../common/site';
import type { EmailContent, RenderContext, RenderedEmail } from './template-kit';

/** The site's brand colours (web/src/styles/global.css), inlined: mail programs drop style sheets. */
const BRAND = '#0f766e';
const TEXT = '#1f2937';
const MUTED = '#4b5563';
const PAGE = '#f8fafc';
const BORDER = '#e2e8f0';
const FONT = 'Arial, Helvetica, sans-serif';

/** Lays one e-mail's content out as HTML and as plain text, with the company's details below. */
export function layOutEmail(content: EmailContent, ctx: RenderContext): RenderedEmail {
  return { subject: content.subject, html: htmlOf(content, ctx), text: textOf(content, ctx) };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function textOf(content: EmailContent, ctx: RenderContext): string {
  const blocks: string[] = [content.heading, ...content.intro];
  if (content.details?.length) {
    blocks.push(content.details.map(([label, value]) => `${label}: ${value}`).join('\n'));
  }
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.outro ?? []));
  blocks.push(
    ['--', SITE.legalName, SITE.address, SITE.phone, SITE.email, ctx.publicUrl].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}

function htmlOf(content: EmailContent, ctx: RenderContext): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const body = [
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${TEXT}">${escapeHtml(content.heading)}</h1>`,
    ...content.intro.map(paragraph),
    content.details?.length ? detailsTable(content.details) : '',
    content.action ? actionButton(content.action) : '',
    ...(content.outro ?? []).map(paragraph),
  ].join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:${FONT};color:${TEXT};font-size:15px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE};padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid ${BORDER};border-radius:12px">
<tr><td style="padding:20px 32px;background:${BRAND};border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(SITE.name)}</td></tr>
<tr><td style="padding:32px">
${body}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${BORDER};color:${MUTED};font-size:12px;line-height:1.6">${footer(ctx)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function detailsTable(details: NonNullable<EmailContent['details']>): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="padding:8px 12px 8px 0;color:${MUTED};font-weight:normal;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:8px 0;vertical-align:top;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;width:100%">\n${rows}\n</table>`;
}

function actionButton(action: NonNullable<EmailContent['action']>): string {
  const url = escapeHtml(action.url);
  return [
    `<p style="margin:8px 0 24px"><a href="${url}" style="display:inline-block;padding:12px 20px;background:${BRAND};color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;color:${MUTED};font-size:13px;line-height:1.5">If the button does not work, copy this address into your browser:<br><a href="${url}" style="color:${BRAND};word-break:break-all">${url}</a></p>`,
  ].join('\n');
}

function footer(ctx: RenderContext): string {
  const site = escapeHtml(ctx.publicUrl);
  return [
    `<strong>${escapeHtml(SITE.legalName)}</strong>`,
    escapeHtml(SITE.address),
    `${escapeHtml(SITE.phone)} &middot; <a href="mailto:${escapeHtml(SITE.email)}" style="color:${MUTED}">${escapeHtml(SITE.email)}</a> &middot; <a href="${site}" style="color:${MUTED}">${site}</a>`,
  ].join('<br>');
}
