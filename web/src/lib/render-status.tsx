import { createContext, useContext } from 'react';

/** Lets a page tell the server which HTTP status its HTML should carry (404 for not found). */
export type SetRenderStatus = (code: number) => void;

export const RenderStatusContext = createContext<SetRenderStatus | null>(null);

export function useRenderStatus(code: number): void {
  useContext(RenderStatusContext)?.(code);
}
