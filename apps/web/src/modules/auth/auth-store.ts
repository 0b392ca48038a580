import type { AuthErrorInfo } from '@store/api-client';
import type { LoginResult, Profile } from '@store/contract';
import {
  INITIAL_LOGIN_SCREEN,
  type LoginEvent,
  type LoginScreen,
  nextLoginScreen,
  SESSION_ABSOLUTE_MS,
  storesReceivedSession,
} from '@store/domain';
import { deleteCookie, readCookie, writeCookie } from '@/lib/browser-cookies';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { readStored, readStoredProfile, STORAGE_KEYS, writeStored } from './storage';

/** Which dialog of the authentication area is open. */
export type AuthDialog =
  | { readonly kind: 'login'; readonly screen: LoginScreen }
  /** 'Mobile field is missing' (ask the number first) or 'Mobile is not verified' (forced code entry). */
  | { readonly kind: 'verify_mobile'; readonly askNumber: boolean }
  | { readonly kind: 'set_password' };

/**
 * The auth state (docs/product.md, "Sign-in and the signed-in state"), plus which dialog is open
 * and the wishlist it owns.
 */
export type AuthState = {
  /** Storage has been read; before that the header does not know who is here. */
  readonly ready: boolean;
  readonly token: string | null;
  readonly profile: Profile | null;
  readonly userRole: string | null;
  readonly dialog: AuthDialog | null;
  /** The number being signed in. */
  readonly mobile: string;
  /** Set by a 401/403 until the login dialog is closed. */
  readonly authError: AuthErrorInfo | null;
  /** The signed-in customer's wishlisted experience ids (loaded after sign-in); emptied at logout. */
  readonly wishlist: readonly number[];
  /** The wishlist above is the signed-in customer's, as the server last said. */
  readonly wishlistLoaded: boolean;
  /** The page shows a heart: only then is the wishlist asked for (most pages have none). */
  readonly wishlistWanted: boolean;
};

const INITIAL: AuthState = {
  ready: false,
  token: null,
  profile: null,
  userRole: null,
  dialog: null,
  mobile: '',
  authError: null,
  wishlist: [],
  wishlistLoaded: false,
  wishlistWanted: false,
};

let state: AuthState = INITIAL;
const listeners = new Set<() => void>();
/** Whether the change being announced is one nobody is waiting on (see `set`). */
let announcingBackground = false;

/**
 * `background`: a change no one is waiting on (start-up's read of storage, the role, the
 * wishlist's ids), which the page may render a little later, in slices between frames (useAuth).
 * Everything a customer does (a dialog, a login, a heart) is shown at once.
 */
function set(patch: Partial<AuthState>, { background = false } = {}): void {
  state = { ...state, ...patch };
  announcingBackground = background;
  try {
    for (const listener of listeners) listener();
  } finally {
    announcingBackground = false;
  }
}

export const authStore = {
  get: (): AuthState => state,
  server: (): AuthState => INITIAL,
  /** Asked by a listener: is the change it is told of a background one? */
  isBackgroundChange: (): boolean => announcingBackground,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** X-CSRF-TOKEN for every call; storage first, so calls made before start-up still carry it. */
export const currentToken = (): string | null => state.token ?? readStored(STORAGE_KEYS.token);

/**
 * The server's copy of the token (src/lib/session-cookie.ts) follows the stored one: written at
 * sign-in, removed at logout, and put right at start-up (a session stored before the copy existed,
 * or storage emptied by hand).
 */
function mirrorSessionCookie(token: string | null): void {
  if (token === readCookie(SESSION_COOKIE)) return;
  void (token
    ? writeCookie(SESSION_COOKIE, token, SESSION_ABSOLUTE_MS / 1000)
    : deleteCookie(SESSION_COOKIE));
}

/** Whether the server's copy of the token is the session this browser holds now. */
export const sessionCookieIsCurrent = (): boolean =>
  state.token !== null && readCookie(SESSION_COOKIE) === state.token;

/** A stored token loads the user at start (docs/product.md, "Sign-in and the signed-in state"). */
export function loadStoredSession(): void {
  const token = readStored(STORAGE_KEYS.token);
  mirrorSessionCookie(token);
  set({ ready: true, token, profile: token ? readStoredProfile() : null }, { background: true });
}

export function openLogin(): void {
  set({ dialog: { kind: 'login', screen: INITIAL_LOGIN_SCREEN } });
}
export const openMobileEntry = (): void => set({ dialog: { kind: 'verify_mobile', askNumber: true } });
export const openForcedCodeEntry = (): void =>
  set({ dialog: { kind: 'verify_mobile', askNumber: !state.profile?.mobile } });
export const openSetPassword = (): void => set({ dialog: { kind: 'set_password' } });

/** Closing clears the dialog's errors (they live in the dialog) and the auth-error flag. */
export function closeDialog(): void {
  set({ dialog: null, authError: null });
}

export function loginEvent(event: LoginEvent, mobile?: string): void {
  const dialog = state.dialog;
  if (dialog?.kind !== 'login') return;
  const screen = nextLoginScreen(dialog.screen, event);
  if (screen === null) closeDialog();
  else set({ dialog: { kind: 'login', screen }, ...(mobile === undefined ? {} : { mobile }) });
}

/**
 * Stores a session that just arrived, unless it is a customer's token received by an agent.
 * Returns whether it became this browser's session.
 */
export function acceptSession(result: LoginResult): boolean {
  const current = state.profile ? { id: state.profile.id, role: state.userRole ?? state.profile.role } : null;
  if (!result.token || !storesReceivedSession(current, result.profile?.id ?? null)) return false;
  writeStored(STORAGE_KEYS.token, result.token);
  writeStored(STORAGE_KEYS.profile, result.profile ? JSON.stringify(result.profile) : null);
  mirrorSessionCookie(result.token);
  set({ token: result.token, profile: result.profile, userRole: result.profile?.role ?? null });
  return true;
}

export function updateProfile(profile: Profile): void {
  writeStored(STORAGE_KEYS.profile, JSON.stringify(profile));
  set({ profile });
}

/**
 * Hearts pressed before the wishlist's ids arrived, with where each was left. The ids may have
 * been read before the press reached the server: they must not undo it.
 */
const pressedBeforeLoad = new Map<number, boolean>();

export function setWishlist(ids: readonly number[]): void {
  let wishlist = [...ids];
  for (const [id, on] of pressedBeforeLoad) {
    wishlist = wishlist.filter((other) => other !== id);
    if (on) wishlist.unshift(id);
  }
  pressedBeforeLoad.clear();
  set({ wishlist, wishlistLoaded: true }, { background: true });
}

/** A heart is on the page: the wishlist is asked for from now on (AuthRoot), once per sign-in. */
export function wantWishlist(): void {
  if (!state.wishlistWanted) set({ wishlistWanted: true }, { background: true });
}

/** The heart's optimistic step: the id goes on (or off) at once; the server's answer may undo it. */
export function flipWishlisted(experienceId: number, on: boolean): void {
  if (!state.wishlistLoaded) pressedBeforeLoad.set(experienceId, on);
  const without = state.wishlist.filter((id) => id !== experienceId);
  set({ wishlist: on ? [experienceId, ...without] : without });
}

export function setUserRole(userRole: string): void {
  // The role the stored profile already names (nearly always) changes nothing anyone shows: telling
  // everyone who shows who is here would draw them all again after start-up for nothing.
  if (userRole === (state.userRole ?? state.profile?.role)) return;
  set({ userRole }, { background: true });
}
export const setAuthError = (authError: AuthErrorInfo): void => set({ authError });

/** Logout and the 401/403 rule: token and profile go, and with them the wishlist. */
export function clearSession(): void {
  writeStored(STORAGE_KEYS.token, null);
  writeStored(STORAGE_KEYS.profile, null);
  mirrorSessionCookie(null);
  pressedBeforeLoad.clear();
  set({ token: null, profile: null, userRole: null, wishlist: [], wishlistLoaded: false });
}
