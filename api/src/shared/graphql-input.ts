import type { z } from 'zod';

/**
 * A value as GraphQL can deliver it before zod has checked it: a field the schema narrows to a
 * list of choices may be a plain GraphQL String, so literal types widen to string.
 */
type GraphQLValue<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? GraphQLValue<Item>[]
    : T;

/**
 * What a GraphQL input class declares for the zod schema its service parses it with. A class
 * that `implements` it must have every field the schema requires, with a compatible type, so
 * a field added to (or retyped in) the schema without the class fails the typecheck.
 */
export type GraphQLInputOf<Schema extends z.ZodType> = GraphQLFieldsOf<z.input<Schema>>;

/**
 * The same for a schema's input type, where only the type is exported. GraphQL sends null for
 * an omitted nullable field, so a field the schema may go without may also be null here.
 */
export type GraphQLFieldsOf<Input> = {
  [Key in keyof Input]: GraphQLValue<Input[Key]> | (undefined extends Input[Key] ? null : never);
};

/**
 * A GraphQL input class's fields as a plain object with more fields beside it (an argument the
 * mutation takes separately, such as its SEO fields), for a service that parses one object.
 */
export function inputWith<Input extends object, Extra extends object>(
  input: Input,
  extra: Extra,
): Omit<Input, keyof Extra> & Extra {
  return Object.assign({}, input, extra);
}
