'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * Settings the server hands to client islands through the layout. Pages prerendered at build time
 * carry the build's values until they are rendered again, so only what a build is made for belongs
 * here (the API's address: scripts/lib/store.mjs builds again for another); a setting that may
 * change between build and start is asked for at run time (the map's: app/api/map-settings).
 */
export type RuntimeConfig = {
  apiUrl: string;
};

const RuntimeConfigContext = createContext<RuntimeConfig>({ apiUrl: '' });

export const useRuntimeConfig = (): RuntimeConfig => useContext(RuntimeConfigContext);

export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}
