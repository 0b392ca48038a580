import type { ApiError } from '../src/api-error';
import type { AuthErrorInfo } from '../src/auth-error';
import type { AlertKind, ApiClientHooks } from '../src/options';

export interface HookRecord {
  alerts: Array<{ text: string; kind: AlertKind }>;
  authErrors: AuthErrorInfo[];
  failures: ApiError[];
  mobileMissing: number;
  mobileNotVerified: number;
}

/** Hooks that write down what the client asked the app to do. */
export function recordingHooks(): { hooks: ApiClientHooks; record: HookRecord } {
  const record: HookRecord = {
    alerts: [],
    authErrors: [],
    failures: [],
    mobileMissing: 0,
    mobileNotVerified: 0,
  };
  const hooks: ApiClientHooks = {
    onAlert: (text, kind) => record.alerts.push({ text, kind }),
    onAuthError: (info) => record.authErrors.push(info),
    onFailure: (error) => record.failures.push(error),
    onMobileMissing: () => record.mobileMissing++,
    onMobileNotVerified: () => record.mobileNotVerified++,
  };
  return { hooks, record };
}
