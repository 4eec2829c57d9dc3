/** What the app needs of API tokens: telling one from a session token, and its caller. */
export { looksLikeApiToken } from './api-token-secret';
export { ApiToken } from './api-token.entity';
export { resolveApiTokenViewer } from './api-token-viewer';
