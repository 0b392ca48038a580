import type { ApiClient } from '@store/api-client';
import type { LoginResult, Profile } from '@store/contract';
import { deviceId } from '../storage';

export type OtpSent = { mobile: string; expires_in: number; success_message: string };
export type Referrer = { first_name: string; referral_code: string };
export type RegisterInput = {
  first_name: string;
  last_name: string;
  email?: string;
  mobile: string;
  register_key: string;
  referral_code?: string;
};

// Every error is shown in the form itself, so the automatic toast stays quiet.
const quiet = { hideAlert: true };

/** The calls of the authentication dialogs (spec section 7, Auth). */
export function authCalls(api: ApiClient) {
  const device = () => ({ device_os: 'web_app' as const, device_id: deviceId() });
  return {
    sendLoginCode: (mobile: string) =>
      api.post<OtpSent>('/v2/user/login-otp', { mobile, ...device() }, quiet),
    confirmLoginCode: (mobile: string, otp: string) =>
      api.post<LoginResult>('/v2/user/login-otp-confirm', { mobile, otp, ...device() }, quiet),
    register: (input: RegisterInput) => api.post<LoginResult>('/v2/user/register', input, quiet),
    passwordLogin: (identifier: string, password: string) =>
      api.post<LoginResult>(
        '/v2/user/login',
        identifier.includes('@') ? { email: identifier, password } : { mobile: identifier, password },
        quiet,
      ),
    googleLogin: (idToken: string) =>
      api.post<LoginResult>('/v2/user/gPlusLogin', { id_token: idToken }, quiet),
    facebookLogin: (accessToken: string) =>
      api.post<LoginResult>('/v2/user/fbLogin', { access_token: accessToken }, quiet),
    sendCode: (mobile: string) => api.post<OtpSent>('/v2/user/send_otp', { mobile }, quiet),
    resendCode: (mobile: string) => api.post<OtpSent>('/v2/user/resend_otp', { mobile }, quiet),
    verifyMobile: (mobile: string, otp: string) =>
      api.post<Profile>('/v2/user/verify_otp', { mobile, otp }, quiet),
    resetPassword: (mobile: string, otp: string, password: string) =>
      api.post('/v2/user/reset_password', { mobile, otp, password }, quiet),
    setPassword: (password: string, currentPassword: string) =>
      api.request('POST', '/v2/user/set_password', {
        body: currentPassword ? { password, current_password: currentPassword } : { password },
        ...quiet,
      }),
    referrer: (code: string, signal: AbortSignal) =>
      api.get<Referrer>(`/v2/user/getUserByReferralCode/${encodeURIComponent(code)}`, undefined, {
        ...quiet,
        signal,
      }),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
