import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

export interface GraphqlLimits {
  /** Deepest nesting of fields; fragments add no level of their own. */
  maxDepth: number;
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level, each fragment use counted. */
  maxCost: number;
  maxAliases: number;
  maxDirectives: number;
  /** Lexical tokens in the document, checked by the parser before any tree is built. */
  maxTokens: number;
}

/**
 * Refuses a request too deep, too costly or too repetitive before anything runs. The rules
 * measure each fragment once and reuse the figure wherever it is spread, so measuring takes
 * time in proportion to the document; a walk that expanded every spread again took 30 s to
 * refuse 2 KB of fragments that each spread the next level twice, blocking every other request.
 */
export function graphqlLimitRules(limits: GraphqlLimits): ValidationRule[] {
  const reportInstead = { propagateOnRejection: false, onReject: [reportRejection] };
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...reportInstead }),
    costLimitRule({ maxCost: limits.maxCost, flattenFragments: true, ...reportInstead }),
    maxAliasesRule({ n: limits.maxAliases, ...reportInstead }),
    maxDirectivesRule({ n: limits.maxDirectives, ...reportInstead }),
  ];
}

/**
 * Left to themselves the rules throw, which aborts validation, and label the refusal a syntax
 * error; reported, it joins GraphQL's own validation errors and the client reads the limit.
 */
function reportRejection(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
}
