import { errorEnvelope, loginResult, successEnvelope } from '@store/contract';
import type { TestApp } from '../support/test-app';

export const DEVICE = 'device-0001-test';

export function post(t: TestApp, url: string, payload: object, token?: string) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? { 'x-csrf-token': token } : {} });
}

/** The newest code texted to a mobile, read from the development outbox as a person reads an SMS. */
export async function lastCode(t: TestApp, mobile: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
  const body = res.json() as { data: { body: string }[] };
  const code = body.data[0]?.body.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`no code was texted to ${mobile}`);
  return code;
}

export async function signInByOtp(t: TestApp, mobile: string, device = DEVICE) {
  await post(t, '/v2/user/login-otp', { mobile, device_os: 'web_app', device_id: device });
  const otp = await lastCode(t, mobile);
  const res = await post(t, '/v2/user/login-otp-confirm', {
    mobile,
    otp,
    device_os: 'web_app',
    device_id: device,
  });
  return successEnvelope(loginResult).parse(res.json()).data;
}

export const errorOf = (json: unknown) => errorEnvelope.parse(json);
