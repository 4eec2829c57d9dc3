import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Every type, field, argument, input field and enum value of the schema that has no
 * description, named as `Type`, `Type.field`, `Type.field(argument)` or `Enum.VALUE`.
 * GraphQL's own types (`__Schema`, `String`, ...) are described by graphql-js and skipped.
 */
export function undescribedSchemaElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (description: string | null | undefined, name: string) => {
    if (!description?.trim()) missing.push(name);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    need(type.description, type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(field.description, `${type.name}.${field.name}`);
        for (const arg of field.args) {
          need(arg.description, `${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(field.description, `${type.name}.${field.name}`);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) need(value.description, `${type.name}.${value.name}`);
    }
  }
  return missing;
}
