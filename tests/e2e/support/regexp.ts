/** Text to match as itself inside a RegExp (RegExp.escape once the browsers' lib has it). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
