import { describe, expect, it } from 'vitest';
import {
  confirmEvent,
  LOGIN_SCREENS,
  type LoginEvent,
  type LoginScreen,
  type LoginStep,
  nextLoginScreen,
  storesReceivedSession,
} from './login-screens';

describe('nextLoginScreen', () => {
  it.each<[LoginScreen, LoginEvent, LoginStep]>([
    ['login', 'code_sent', 'otp_screen'],
    ['login', 'signed_in', null],
    ['login', 'closed', null],
    ['login', 'code_resent', 'login'],
    ['login', 'new_number_confirmed', 'login'],
    ['login', 'back', 'login'],
    ['otp_screen', 'code_resent', 'otp_screen'],
    ['otp_screen', 'change_number', 'login'],
    ['otp_screen', 'back', 'login'],
    ['otp_screen', 'new_number_confirmed', 'register_otp_user'],
    ['otp_screen', 'signed_in', null],
    ['otp_screen', 'closed', null],
    ['otp_screen', 'code_sent', 'otp_screen'],
    ['register_otp_user', 'back', 'login'],
    ['register_otp_user', 'change_number', 'login'],
    ['register_otp_user', 'signed_in', null],
    ['register_otp_user', 'closed', null],
    ['register_otp_user', 'code_sent', 'register_otp_user'],
  ])('%s + %s → %s', (screen, event, next) => {
    expect(nextLoginScreen(screen, event)).toBe(next);
  });

  it('closes from every screen on sign-in and on close', () => {
    for (const screen of LOGIN_SCREENS) {
      expect(nextLoginScreen(screen, 'signed_in')).toBeNull();
      expect(nextLoginScreen(screen, 'closed')).toBeNull();
    }
  });

  it('reaches register_otp_user only through the code entry', () => {
    expect(nextLoginScreen('login', 'new_number_confirmed')).toBe('login');
    const path = (['code_sent', 'new_number_confirmed'] as const).reduce<LoginStep>(
      (screen, event) => (screen === null ? null : nextLoginScreen(screen, event)),
      'login',
    );
    expect(path).toBe('register_otp_user');
  });
});

describe('confirmEvent', () => {
  it.each<[string, { token: string | null; register_key: string | null }, LoginEvent]>([
    ['a known number', { token: 't'.repeat(40), register_key: null }, 'signed_in'],
    ['a new number', { token: null, register_key: 'k'.repeat(40) }, 'new_number_confirmed'],
    ['an empty register_key', { token: 't', register_key: '' }, 'signed_in'],
  ])('%s', (_, reply, event) => {
    expect(confirmEvent(reply)).toBe(event);
  });
});

describe('storesReceivedSession', () => {
  const agent = { id: 1, role: 'agent' };
  it.each<[string, { id: number; role: string } | null, number | null, boolean]>([
    ['a guest signing in', null, 7, true],
    ['a customer signing in again', { id: 7, role: 'user' }, 7, true],
    ['a customer receiving another account', { id: 7, role: 'user' }, 8, true],
    ['an agent receiving a customer token', agent, 8, false],
    ['an agent receiving a token without a profile', agent, null, false],
    ['an agent signing in as themselves', agent, 1, true],
  ])('%s', (_, current, received, stores) => {
    expect(storesReceivedSession(current, received)).toBe(stores);
  });
});
