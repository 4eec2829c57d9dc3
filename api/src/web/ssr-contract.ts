// The server bundle's interface, shared by the production and the development renderer.
export type { RenderInput, RenderResult } from '../../../web/src/entry-server';
import type { RenderInput, RenderResult } from '../../../web/src/entry-server';

export type RenderFn = (input: RenderInput) => Promise<RenderResult>;
