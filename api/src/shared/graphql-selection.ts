import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Fragments = GraphQLResolveInfo['fragments'];

/**
 * The fields a query selects in `sets`, through fragment spreads and inline fragments, whatever
 * their directives: a field that @skip may drop still counts, so a resolver that reads less for
 * fields not asked never reads too little.
 */
export function selectedFields(
  fragments: Fragments,
  sets: readonly (SelectionSetNode | undefined)[],
): FieldNode[] {
  const fields: FieldNode[] = [];
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(fragments[selection.name.value]?.selectionSet);
    }
  };
  sets.forEach(visit);
  return fields;
}

/** The names of the fields selected under the resolved field's `child` (a list's `items`). */
export function fieldNamesUnder(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  child: string,
): Set<string> {
  const own = selectedFields(
    info.fragments,
    info.fieldNodes.map((node) => node.selectionSet),
  ).filter((field) => field.name.value === child);
  const names = selectedFields(
    info.fragments,
    own.map((field) => field.selectionSet),
  ).map((field) => field.name.value);
  return new Set(names);
}
