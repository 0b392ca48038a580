/** The dialogs' code, fetched on first use (or when the pointer nears the button) to keep pages light. */
export const loadAuthDialogs = () => import('./modal/AuthDialogs');
