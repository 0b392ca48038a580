// The login modal (docs/product.md, "Sign-in and the signed-in state") as a transition table.

export const LOGIN_SCREENS = ['login', 'otp_screen', 'register_otp_user'] as const;
export type LoginScreen = (typeof LOGIN_SCREENS)[number];

export type LoginEvent =
  /** login-otp answered: a code is on its way. */
  | 'code_sent'
  /** resend_otp answered: stay on the code entry. */
  | 'code_resent'
  /** The visitor wants to type another number. */
  | 'change_number'
  /** login-otp-confirm answered with a register_key: a number without an account. */
  | 'new_number_confirmed'
  /** A token arrived (code, password or registration): the modal closes. */
  | 'signed_in'
  | 'back'
  /** The modal closed; the next opening starts over. */
  | 'closed';

/** `null` means the modal is closed. */
export type LoginStep = LoginScreen | null;

export const INITIAL_LOGIN_SCREEN: LoginScreen = 'login';

/** Seconds the code screens wait before they offer to send another code. */
export const OTP_RESEND_AFTER_S = 30;

const CLOSE = { signed_in: null, closed: null } as const;

/** Every event a screen accepts; an event missing here leaves the screen as it is. */
export const LOGIN_TRANSITIONS: Readonly<Record<LoginScreen, Partial<Record<LoginEvent, LoginStep>>>> = {
  login: { code_sent: 'otp_screen', ...CLOSE },
  otp_screen: {
    code_resent: 'otp_screen',
    change_number: 'login',
    back: 'login',
    new_number_confirmed: 'register_otp_user',
    ...CLOSE,
  },
  // The code is spent once confirmed: back from registration is a fresh start, not the code entry.
  register_otp_user: { back: 'login', change_number: 'login', ...CLOSE },
};

export function nextLoginScreen(screen: LoginScreen, event: LoginEvent): LoginStep {
  const next = LOGIN_TRANSITIONS[screen][event];
  return next === undefined ? screen : next;
}

/**
 * The event a login-otp-confirm reply stands for (register_key means a new number: docs/product.md,
 * "Sign-in and the signed-in state").
 */
export function confirmEvent(reply: {
  readonly token: string | null;
  readonly register_key: string | null;
}): LoginEvent {
  return reply.register_key && !reply.token ? 'new_number_confirmed' : 'signed_in';
}

export type SignedInUser = { readonly id: number; readonly role: string };

/**
 * Whether a token that just arrived becomes this browser's own session. An agent registering or
 * signing in a customer (at checkout) gets the customer's token back; it must never replace the
 * agent's session (docs/product.md, "Sign-in and the signed-in state"). Anyone else, or the agent
 * signing in as themselves, keeps it.
 */
export function storesReceivedSession(current: SignedInUser | null, receivedUserId: number | null): boolean {
  if (current === null || current.role !== 'agent') return true;
  return receivedUserId !== null && receivedUserId === current.id;
}
