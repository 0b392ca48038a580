import { type RefObject, useLayoutEffect } from 'react';

const PADDING = 'max(var(--city-popup-height, 0px), var(--order-notice-height, 0px))';

/**
 * Keeps room below the page for a panel fixed at the bottom of the screen (the city popup, the
 * order notice, which may sit on top of it): the distance from the panel's top edge to the bottom
 * of the screen goes into a CSS variable, and the body's bottom padding is the largest of them, so
 * the end of the page can always be scrolled above the panels and nothing ends up out of reach.
 */
export function useBottomSpace(panel: RefObject<HTMLElement | null>, variable: string, shown: boolean): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const space = element.offsetHeight + Number.parseFloat(getComputedStyle(element).bottom || '0');
      root.style.setProperty(variable, `${Math.ceil(space)}px`);
    };
    measure();
    document.body.style.paddingBottom = PADDING;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [panel, variable, shown]);
}
