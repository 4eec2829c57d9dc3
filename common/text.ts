import { z } from 'zod';

/**
 * Characters no text field keeps: C0 and C1 controls (NUL, which PostgreSQL cannot store, and
 * ESC, which starts terminal escape sequences, among them) and the invisible bidi marks,
 * embeddings, overrides and isolates that make text display in another order than it is stored
 * (U+202E turns 'exe.txt' into 'txt.exe' on screen). Joiners (U+200C, U+200D) stay: Indic
 * scripts and emoji need them.
 */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const LINE_BREAKS_AND_TABS = '\\t\\n\\r';

const anyControl = new RegExp(`[${CONTROL}${BIDI}]`, 'g');
const controlButLineBreaks = new RegExp(`(?![${LINE_BREAKS_AND_TABS}])[${CONTROL}${BIDI}]`, 'g');
/** Whitespace that breaks a one-line field; it becomes a plain space there. */
const breaksInALine = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** A one-line value (name, title, e-mail, search): breaks become spaces, other controls go. */
export function stripControlsFromLine(value: string): string {
  return value.replace(breaksInALine, ' ').replace(anyControl, '');
}

/** A long text (message, description, note): line breaks and tabs stay, other controls go. */
function stripControlsFromText(value: string): string {
  return value.replace(controlButLineBreaks, '');
}

function cleaned(field: string, maxLength: number, strip: (value: string) => string) {
  return z
    .string()
    .transform((value) => strip(value).trim())
    .pipe(z.string().max(maxLength, `${field} must be at most ${maxLength} characters`));
}

/**
 * Text from a visitor that may span lines: controls removed (line breaks and tabs kept),
 * surrounding space trimmed, then limited in length with a message naming the field.
 */
export function cleanText(field: string, maxLength: number) {
  return cleaned(field, maxLength, stripControlsFromText);
}

/** One line of text from a visitor: cleaned as above, with line breaks and tabs made spaces. */
export function cleanLine(field: string, maxLength: number) {
  return cleaned(field, maxLength, stripControlsFromLine);
}

function required(label: string, clean: z.ZodType<string, string>) {
  const requiredMessage = `${label} is required`;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage
          : `${label} must be text`,
    })
    .pipe(clean)
    .pipe(z.string().min(1, requiredMessage));
}

/**
 * Text that must be present and may span lines: cleaned and limited as cleanText, 'Message is
 * required' when absent or blank. `field` names it in the length message when that differs.
 */
export function requiredText(label: string, maxLength: number, field = label) {
  return required(label, cleanText(field, maxLength));
}

/** One line that must be present (a name, a title): cleaned as cleanLine, required as above. */
export function requiredLine(label: string, maxLength: number, field = label) {
  return required(label, cleanLine(field, maxLength));
}
