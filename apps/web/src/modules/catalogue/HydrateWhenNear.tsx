'use client';

import { type ReactNode, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A block of server-rendered markup that React takes over only when it comes within a screen of the
 * viewport. The server sends the whole markup (crawlers, the first paint and a reader without
 * JavaScript get all of it); on the page's first load React leaves it as the server wrote it, and
 * renders it (the same markup) once it comes near. Hydrating home's thirteen sections of cards at
 * once was its longest task; this way the first load takes over the first screen only.
 *
 * A Suspense boundary that suspends while hydrating would keep the server's nodes too, but React's
 * server renderer sends a large boundary after the rest of the page and reveals it up to 300 ms
 * later by script (the page grows after load). Here React hydrates an element whose content it was
 * told is raw HTML, which it does not walk; rendering the children later replaces the nodes with the
 * same ones. A customer cannot reach a block before it is near (it is a screen away); a keyboard
 * user whose focus lands in one first gets the same place back in the rendered block. Meant for
 * server components' markup: a client parent that re-renders hands it new children, which it then
 * renders at once.
 */
export function HydrateWhenNear({ className, children }: { className: string; children: ReactNode }) {
  // Read as true while hydrating (React uses the server snapshot then) and false in a client render,
  // such as a navigation to the page, which has no server markup to keep.
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [near, setNear] = useState(!hydrating);
  const block = useRef<HTMLDivElement>(null);
  const focusAt = useRef(-1);
  // New children before it is near (the page's data refreshed) are rendered at once: the server's
  // markup is of the old ones.
  const served = useRef(children);
  const stale = children !== served.current;

  useEffect(() => {
    const element = block.current;
    if (near || !element) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    // Focus that lands in the server's nodes first (a jump by keyboard) comes back in the rendered ones.
    const keepFocus = (event: FocusEvent) => {
      focusAt.current = [...element.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element);
      setNear(true);
    };
    element.addEventListener('focusin', keepFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', keepFocus);
    };
  }, [near]);

  useLayoutEffect(() => {
    if (!near || focusAt.current < 0) return;
    block.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusAt.current]?.focus();
    focusAt.current = -1;
  }, [near]);

  if (near || stale || typeof window === 'undefined')
    return (
      <div ref={block} className={className}>
        {children}
      </div>
    );
  return (
    <div
      ref={block}
      className={className}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: it tells React to leave the server's nodes unhydrated.
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
