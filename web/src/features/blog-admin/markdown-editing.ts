/** Text edits the Markdown toolbar makes around the selection of a textarea. */
export interface TextEdit {
  text: string;
  /** Where the selection goes afterwards. */
  selectionStart: number;
  selectionEnd: number;
}

interface Selection {
  text: string;
  start: number;
  end: number;
}

/** '**' around the selection (or around a placeholder word, selected for typing over). */
export function wrapSelection(
  { text, start, end }: Selection,
  mark: string,
  placeholder: string,
): TextEdit {
  const chosen = text.slice(start, end) || placeholder;
  const next = `${text.slice(0, start)}${mark}${chosen}${mark}${text.slice(end)}`;
  return {
    text: next,
    selectionStart: start + mark.length,
    selectionEnd: start + mark.length + chosen.length,
  };
}

/** A prefix ('## ', '- ') at the start of every line the selection touches. */
export function prefixLines({ text, start, end }: Selection, prefix: string): TextEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const block = text.slice(lineStart, end);
  const prefixed = block
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`))
    .join('\n');
  const next = text.slice(0, lineStart) + prefixed + text.slice(end);
  return { text: next, selectionStart: lineStart, selectionEnd: lineStart + prefixed.length };
}

/** A link around the selection, with the address selected for typing over. */
export function insertLink({ text, start, end }: Selection): TextEdit {
  const label = text.slice(start, end) || 'link text';
  const address = 'https://';
  const inserted = `[${label}](${address})`;
  const addressAt = start + label.length + 3;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    selectionStart: addressAt,
    selectionEnd: addressAt + address.length,
  };
}

/** An image on a paragraph of its own at the cursor. */
export function insertBlock({ text, start, end }: Selection, block: string): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${block}${trail}`;
  const caret = start + lead.length + block.length;
  return { text: before + inserted + after, selectionStart: caret, selectionEnd: caret };
}
