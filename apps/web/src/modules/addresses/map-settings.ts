'use client';

import { useEffect, useState } from 'react';

export type MapSettings = { readonly tileUrl: string; readonly attribution: string };

let asked: Promise<MapSettings> | undefined;

/** The store's map settings (app/api/map-settings), asked once per page. */
function loadMapSettings(): Promise<MapSettings> {
  asked ??= fetch('/api/map-settings')
    .then((reply) => {
      if (!reply.ok) throw new Error(`map settings: ${reply.status}`);
      return reply.json() as Promise<{ tile_url: string; attribution: string }>;
    })
    .then((s) => ({ tileUrl: s.tile_url, attribution: s.attribution }))
    .catch((error: unknown) => {
      asked = undefined; // the next opening of the map asks again
      throw error;
    });
  return asked;
}

/** The map settings once known; `failed` when they could not be read (the step says so). */
export function useMapSettings(): MapSettings | 'loading' | 'failed' {
  const [settings, setSettings] = useState<MapSettings | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadMapSettings().then(
      (loaded) => live && setSettings(loaded),
      () => live && setSettings('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
