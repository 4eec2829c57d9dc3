/**
 * What other modules may use of redirects: recording that content moved, that an address is
 * live again, or that content is gone. The page server's lookup is wired by the composition
 * root (api/src/web/).
 */
export { forgetMovesTo, recordMove } from './redirect-moves';
export { redirectTarget } from './redirects.service';
