'use client';

import { useEffect, useState } from 'react';
import { pageSetting } from '@/modules/runtime/page-setting';

export type MapSettings = { readonly tileUrl: string; readonly attribution: string };

const askMapSettings = pageSetting<{ tile_url: string; attribution: string }>(
  '/api/map-settings',
  'map settings',
);

/** The map settings once known; `failed` when they could not be read (the step says so). */
export function useMapSettings(): MapSettings | 'loading' | 'failed' {
  const [settings, setSettings] = useState<MapSettings | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    askMapSettings().then(
      (s) => live && setSettings({ tileUrl: s.tile_url, attribution: s.attribution }),
      () => live && setSettings('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
