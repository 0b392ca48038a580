'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** Settings read on the server at run time and handed to client islands (not baked in at build). */
export type RuntimeConfig = {
  apiUrl: string;
  /** The address map's tile URL template and the attribution its provider asks for. */
  mapTileUrl: string;
  mapAttribution: string;
};

const RuntimeConfigContext = createContext<RuntimeConfig>({ apiUrl: '', mapTileUrl: '', mapAttribution: '' });

export const useRuntimeConfig = (): RuntimeConfig => useContext(RuntimeConfigContext);

export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}
