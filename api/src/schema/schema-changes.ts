import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

/**
 * The changes from the released schema that would break a client written against it: what
 * graphql-inspector rates BREAKING, less what the released schema had already deprecated (a
 * deprecated field, argument, input field or enum value may go, or change, in a later release;
 * so may a type nothing but deprecated elements used). Each is told as inspector words it.
 */
export async function breakingChanges(
  released: GraphQLSchema,
  current: GraphQLSchema,
): Promise<string[]> {
  const changes = await diff(released, current);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .filter((change) => !deprecatedFirst(change, released, current))
    .map((change) => change.message);
}

function deprecatedFirst(change: Change, released: GraphQLSchema, current: GraphQLSchema) {
  const [typeName = '', memberName, argumentName] = (change.path ?? '').split('.');
  if (memberName === undefined) {
    return change.type === 'TYPE_REMOVED' && onlyDeprecatedUses(typeName, released, current);
  }
  const member = memberOf(released, typeName, memberName);
  if (!member) return false;
  if (member.deprecationReason) return true;
  const argument = member.args?.find((candidate) => candidate.name === argumentName);
  return Boolean(argumentName && argument?.deprecationReason);
}

interface Member {
  deprecationReason?: string | null | undefined;
  args?: readonly { name: string; deprecationReason?: string | null | undefined }[];
}

/** A field, input field or enum value of the released schema, by its type and name. */
function memberOf(schema: GraphQLSchema, typeName: string, name: string): Member | undefined {
  const type = schema.getType(typeName);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    return type.getFields()[name];
  }
  if (isEnumType(type)) return type.getValue(name) ?? undefined;
  return undefined;
}

/** Something that names a type: a field, an argument or an input field. */
interface UsingElement {
  type: GraphQLType;
  deprecationReason?: string | null | undefined;
}

/**
 * Whether every field, argument and input field of the released schema that named the type
 * was deprecated, or belonged to a type that is gone as well.
 */
function onlyDeprecatedUses(typeName: string, released: GraphQLSchema, current: GraphQLSchema) {
  for (const type of Object.values(released.getTypeMap())) {
    if (type.name.startsWith('__') || !current.getType(type.name)) continue;
    const fields: { element: UsingElement; args: readonly UsingElement[] }[] =
      isObjectType(type) || isInterfaceType(type)
        ? Object.values(type.getFields()).map((field) => ({ element: field, args: field.args }))
        : isInputObjectType(type)
          ? Object.values(type.getFields()).map((field) => ({ element: field, args: [] }))
          : [];
    for (const { element, args } of fields) {
      if (element.deprecationReason) continue;
      const live = [element, ...args].filter((used) => !used.deprecationReason);
      if (live.some((used) => getNamedType(used.type).name === typeName)) return false;
    }
  }
  return true;
}
