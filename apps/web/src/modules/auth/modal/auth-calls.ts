import { type ApiClient, type BodyOf, endpoints } from '@store/api-client';
import { deviceId } from '../storage';

export type RegisterInput = BodyOf<typeof endpoints.register>;

// Every error is shown in the form itself, so the automatic toast stays quiet.
const quiet = { hideAlert: true };

/** The calls of the authentication dialogs (the sign-in calls, docs/http-contract.md, "Operations"). */
export function authCalls(api: ApiClient) {
  const device = () => ({ device_os: 'web_app' as const, device_id: deviceId() });
  return {
    sendLoginCode: (mobile: string) =>
      api.call(endpoints.loginOtp, { body: { mobile, ...device() }, ...quiet }),
    confirmLoginCode: (mobile: string, otp: string) =>
      api.call(endpoints.loginOtpConfirm, { body: { mobile, otp, ...device() }, ...quiet }),
    register: (input: RegisterInput) => api.call(endpoints.register, { body: input, ...quiet }),
    passwordLogin: (identifier: string, password: string) =>
      api.call(endpoints.login, {
        body: identifier.includes('@') ? { email: identifier, password } : { mobile: identifier, password },
        ...quiet,
      }),
    googleLogin: (idToken: string) =>
      api.call(endpoints.googleLogin, { body: { id_token: idToken }, ...quiet }),
    facebookLogin: (accessToken: string) =>
      api.call(endpoints.facebookLogin, { body: { access_token: accessToken }, ...quiet }),
    sendCode: (mobile: string) => api.call(endpoints.sendOtp, { body: { mobile }, ...quiet }),
    resendCode: (mobile: string) => api.call(endpoints.resendOtp, { body: { mobile }, ...quiet }),
    verifyMobile: (mobile: string, otp: string) =>
      api.call(endpoints.verifyOtp, { body: { mobile, otp }, ...quiet }),
    resetPassword: (mobile: string, otp: string, password: string) =>
      api.call(endpoints.resetPassword, { body: { mobile, otp, password }, ...quiet }),
    setPassword: (password: string, currentPassword: string) =>
      api.callWithMessage(endpoints.setPassword, {
        body: currentPassword ? { password, current_password: currentPassword } : { password },
        ...quiet,
      }),
    referrer: (code: string, signal: AbortSignal) =>
      api.call(endpoints.referrer, { params: { code }, ...quiet, signal }),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
