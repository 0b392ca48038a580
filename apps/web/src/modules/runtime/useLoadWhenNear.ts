'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far ahead of the screen a part's data is asked for, so a scrolling visitor never sees it arrive. */
const AHEAD = '800px 0px';

export type LoadedWhenNear<T> = {
  /** The element whose nearing the screen starts the load: the part's placeholder. */
  holder: RefObject<HTMLDivElement | null>;
  /** null until loaded (or while asked again), 'failed' when the call failed. */
  result: T | 'failed' | null;
  /** Asks again after a failure. */
  retry: () => void;
};

/**
 * A part of a page further down whose data the browser asks for only as its placeholder nears the
 * screen (home's later sections, the party-store strip): the page's HTML carries neither its markup
 * nor its data, so the first paint neither parses, lays out nor hydrates what a phone shows only
 * after several screens of scrolling. A call under way when the part goes away is aborted.
 */
export function useLoadWhenNear<T>(load: (signal: AbortSignal) => Promise<T>): LoadedWhenNear<T> {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [result, setResult] = useState<T | 'failed' | null>(null);
  // The latest load function, without making every render's new closure restart the call.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    const element = holder.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near || result !== null) return;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(setResult, () => {
      if (!controller.signal.aborted) setResult('failed');
    });
    return () => controller.abort();
  }, [near, result]);

  return { holder, result, retry: () => setResult(null) };
}
