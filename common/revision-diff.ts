/**
 * The side-by-side comparison of two revisions of a post or a job: for each field, the older
 * text with what was removed marked, and the newer text with what was added marked. One-line
 * fields are compared word by word; texts with line breaks line by line, and a line that was
 * changed (rather than added or removed) again word by word, so one corrected word in a long
 * paragraph shows as that word.
 */
import { diffLines, diffWordsWithSpace as diffWords, type ChangeObject } from 'diff';

export type SegmentKind = 'same' | 'removed' | 'added';

export interface DiffSegment {
  text: string;
  kind: SegmentKind;
}

export interface TextDiff {
  before: DiffSegment[];
  after: DiffSegment[];
}

export interface FieldDiff extends TextDiff {
  field: string;
  changed: boolean;
}

/** Each field of either revision, in `order` first, then in the order the revisions have them. */
export function diffRevisionFields(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  order: readonly string[] = [],
): FieldDiff[] {
  const fields = [...new Set([...order, ...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => field in before || field in after,
  );
  return fields.map((field) => {
    const old = before[field] ?? '';
    const now = after[field] ?? '';
    return { field, changed: old !== now, ...diffText(old, now) };
  });
}

export function diffText(before: string, after: string): TextDiff {
  if (before === after) return unchanged(before);
  if (!before.includes('\n') && !after.includes('\n')) return sides(diffWords(before, after));
  return diffByLine(before, after);
}

function unchanged(text: string): TextDiff {
  const segments: DiffSegment[] = text ? [{ text, kind: 'same' }] : [];
  return { before: segments, after: segments };
}

/** Lines first; a run of removed lines followed at once by added ones is a changed passage. */
function diffByLine(before: string, after: string): TextDiff {
  const changes = diffLines(before, after);
  const result: TextDiff = { before: [], after: [] };
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index] as ChangeObject<string>;
    const next = changes[index + 1];
    if (change.removed && next?.added) {
      append(result, sides(diffWords(change.value, next.value)));
      index += 1;
    } else {
      append(result, sides([change]));
    }
  }
  return result;
}

/** The older side keeps what stayed and what went; the newer side what stayed and what came. */
function sides(changes: readonly ChangeObject<string>[]): TextDiff {
  const result: TextDiff = { before: [], after: [] };
  for (const change of withoutLoneSpaces(changes)) {
    if (!change.value) continue;
    if (change.added) push(result.after, change.value, 'added');
    else if (change.removed) push(result.before, change.value, 'removed');
    else {
      push(result.before, change.value, 'same');
      push(result.after, change.value, 'same');
    }
  }
  return result;
}

/**
 * A space left standing between two changes ('[-Third-] [-line-]') splits one edit into many
 * marks; it counts as changed too, so a rewritten phrase reads as one removed and one added run.
 */
function withoutLoneSpaces(changes: readonly ChangeObject<string>[]): ChangeObject<string>[] {
  const isChange = (change: ChangeObject<string> | undefined) =>
    Boolean(change && (change.added || change.removed));
  return changes.flatMap((change, index) => {
    const between = isChange(changes[index - 1]) && isChange(changes[index + 1]);
    if (change.added || change.removed || !between || /\S/.test(change.value)) return [change];
    return [
      { ...change, removed: true, added: false },
      { ...change, added: true, removed: false },
    ];
  });
}

function append(into: TextDiff, from: TextDiff): void {
  for (const segment of from.before) push(into.before, segment.text, segment.kind);
  for (const segment of from.after) push(into.after, segment.text, segment.kind);
}

/** Neighbouring segments of one kind merge, so the view marks one run instead of many words. */
function push(segments: DiffSegment[], text: string, kind: SegmentKind): void {
  const last = segments.at(-1);
  if (last?.kind === kind) last.text += text;
  else segments.push({ text, kind });
}
