'use client';

import { cityOfPath } from '@store/domain';
import { usePathname } from 'next/navigation';
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { currentCityFromCookie } from '@/modules/runtime/useApi';
import styles from './CategoryMenu.module.css';

// The drawer's dialog loads when a phone opens it: the header is on every page, so it stays light.
const Dialog = lazy(() => import('@/ui/Dialog').then((m) => ({ default: m.Dialog })));

type Open = 'menu' | 'drawer' | null;

const links = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>('a[href]') ?? [])];

/**
 * The category menu's behaviour, around the lists the server rendered (one per city). Wide screens:
 * a disclosure (the button says whether it is open; arrows move through the links, Tab leaves,
 * Escape closes and gives focus back). Phones: a drawer, a modal dialog that keeps focus inside.
 */
export function MenuIsland({ lists, fallback }: { lists: Record<string, ReactNode>; fallback: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState<Open>(null);
  const [city, setCity] = useState(fallback);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // A new page: its city, and the menu closed (a link was followed).
  useEffect(() => {
    setCity(cityOfPath(pathname) ?? currentCityFromCookie());
    setOpen(null);
  }, [pathname]);

  useEffect(() => {
    if (open !== 'menu') return;
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const list = lists[city] ?? lists[fallback] ?? Object.values(lists)[0];

  function move(event: KeyboardEvent, step: number | 'first' | 'last') {
    const items = links(panel.current);
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      step === 'first' ? 0 : step === 'last' ? items.length - 1 : (at + step + items.length) % items.length;
    items[at === -1 && typeof step === 'number' && step < 0 ? items.length - 1 : next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open === 'menu') {
      event.preventDefault();
      setOpen(null);
      button.current?.focus();
      return;
    }
    if (event.key === 'ArrowDown' && open !== 'menu') {
      event.preventDefault();
      setOpen('menu');
      requestAnimationFrame(() => links(panel.current)[0]?.focus());
      return;
    }
    if (open !== 'menu') return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') move(event, 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') move(event, -1);
    else if (event.key === 'Home') move(event, 'first');
    else if (event.key === 'End') move(event, 'last');
  }

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys serve the button and links inside */}
      <div
        ref={root}
        className={styles.desktop}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
        }}
      >
        <button
          ref={button}
          type="button"
          className={styles.button}
          aria-expanded={open === 'menu'}
          aria-controls={panelId}
          onClick={() => setOpen(open === 'menu' ? null : 'menu')}
          data-testid="menu-button"
        >
          Categories <span aria-hidden="true">▾</span>
        </button>
        <div
          ref={panel}
          id={panelId}
          className={styles.panel}
          hidden={open !== 'menu'}
          data-testid="menu-panel"
        >
          {list}
        </div>
      </div>
      <button
        type="button"
        className={`${styles.button} ${styles.mobile}`}
        aria-haspopup="dialog"
        aria-expanded={open === 'drawer'}
        onClick={() => setOpen('drawer')}
        data-testid="menu-drawer-button"
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Categories</span>
      </button>
      {open === 'drawer' && (
        <Suspense fallback={null}>
          <Dialog title="Categories" testId="menu-drawer" onClose={() => setOpen(null)} portal>
            <nav aria-label="Categories" className={styles.drawerBody}>
              {list}
            </nav>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
