/**
 * Documents that are small to send but explode when every fragment spread is expanded: each
 * level's fragments spread the next level twice, so level 0 stands for 2^levels selections.
 */

/** Two fragments per level, each spreading both fragments of the next level (about 2 KB at 25). */
export function fragmentChain(levels: number): string {
  const definitions = ['{ ...A0 ...B0 }'];
  for (let level = 0; level < levels; level++) {
    const next = `{ ...A${level + 1} ...B${level + 1} }`;
    definitions.push(`fragment A${level} on Query ${next}`, `fragment B${level} on Query ${next}`);
  }
  definitions.push(
    `fragment A${levels} on Query { __typename }`,
    `fragment B${levels} on Query { __typename }`,
  );
  return definitions.join('\n');
}

/** One fragment per level, spreading the next one twice in the same selection set. */
export function doubledSpreadChain(levels: number): string {
  const definitions = ['{ ...F0 }'];
  for (let level = 0; level < levels; level++) {
    definitions.push(`fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`);
  }
  definitions.push(`fragment F${levels} on Query { __typename }`);
  return definitions.join('\n');
}
