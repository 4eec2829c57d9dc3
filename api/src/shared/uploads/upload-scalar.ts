import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

/**
 * The `Upload` scalar of the GraphQL multipart request spec: an argument typed with it
 * resolves to a Promise of an UploadedFile. Use `@Arg('image', () => UploadScalar)`.
 */
export const UploadScalar = GraphQLUpload;

/** The largest file any GraphQL upload may carry; each service applies its own lower limit. */
export const GRAPHQL_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Reads multipart GraphQL requests (one file each). Apollo's CSRF prevention stays on, so
 * browsers must send the `apollo-require-preflight` header with them.
 */
export function graphqlUploads() {
  return graphqlUploadExpress({ maxFileSize: GRAPHQL_UPLOAD_MAX_BYTES, maxFiles: 1 });
}
