import type { ConsoleOperator } from '@store/contract/console';

// The console session lives in this tab only (sessionStorage): closing the tab signs out here, and
// nothing of it is shared with the store's origin or storage.
const TOKEN = 'console.token';
const OPERATOR = 'console.operator';

export const sessionToken = (): string | null => sessionStorage.getItem(TOKEN);

export function storedOperator(): ConsoleOperator | null {
  const raw = sessionStorage.getItem(OPERATOR);
  return raw ? (JSON.parse(raw) as ConsoleOperator) : null;
}

export function keepSession(token: string, operator: ConsoleOperator): void {
  sessionStorage.setItem(TOKEN, token);
  sessionStorage.setItem(OPERATOR, JSON.stringify(operator));
}

export function forgetSession(): void {
  sessionStorage.removeItem(TOKEN);
  sessionStorage.removeItem(OPERATOR);
}
