import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface QueryLimits {
  /** Deepest nesting of fields, counting fragments where they are spread. */
  maxDepth: number;
  /** Fields in one request, counting each alias and each fragment use: what the server resolves. */
  maxFields: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 10, maxFields: 300 };

/**
 * Refuses requests too deep or too wide before anything runs: without it, one request with a
 * thousand aliases of a list query makes a thousand database queries.
 */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_QUERY_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of context.getDocument().definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION)
          fragments.set(definition.name.value, definition);
      }
      const { depth, fields } = measure(operation.selectionSet, fragments, 1, new Set());
      if (depth > limits.maxDepth) {
        context.reportError(
          new GraphQLError(
            `Query is too deep: ${depth} levels, at most ${limits.maxDepth} allowed`,
          ),
        );
      }
      if (fields > limits.maxFields) {
        context.reportError(
          new GraphQLError(
            `Query asks for too much: ${fields} fields, at most ${limits.maxFields} allowed`,
          ),
        );
      }
    },
  });
}

function measure(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  level: number,
  visiting: Set<string>,
): { depth: number; fields: number } {
  let depth = level;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    let inner: SelectionSetNode | undefined;
    let innerLevel = level;
    if (selection.kind === Kind.FIELD) {
      fields += 1;
      inner = selection.selectionSet;
      innerLevel = level + 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = selection.selectionSet;
    } else {
      const name = selection.name.value;
      // A fragment that spreads itself is reported by GraphQL's own rules; do not loop on it.
      if (visiting.has(name)) continue;
      inner = fragments.get(name)?.selectionSet;
      visiting = new Set(visiting).add(name);
    }
    if (!inner) continue;
    const nested = measure(inner, fragments, innerLevel, visiting);
    depth = Math.max(depth, nested.depth);
    fields += nested.fields;
  }
  return { depth, fields };
}
