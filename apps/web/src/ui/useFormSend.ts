'use client';

import { ApiError, ENQUIRY_RATE_LIMITED_SUFFIX, errorKind } from '@store/api-client';
import { useState } from 'react';

const CHECK_FIELDS = 'Please check the field marked above.';

export type FormState =
  | { kind: 'idle' | 'sending' }
  | { kind: 'sent'; text: string }
  | { kind: 'failed'; text: string; fields: Record<string, string> };

/**
 * One send of a form: its state, the server's per-field errors, and the texts of docs/product.md,
 * "Forms and enquiries" (over the limit: the server's message and ' Please try after Some time').
 */
export function useFormSend(failure: string) {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  async function send(call: () => Promise<{ message: string }>, success: string) {
    setState({ kind: 'sending' });
    try {
      const reply = await call();
      setState({ kind: 'sent', text: reply.message || success });
    } catch (error) {
      if (!(error instanceof ApiError)) return setState({ kind: 'failed', text: failure, fields: {} });
      const marked = Object.keys(error.fields).length > 0;
      // A field the server refused is said under that field; the alert only points there.
      const text =
        error.code === 'RATE_LIMITED'
          ? `${error.message}${ENQUIRY_RATE_LIMITED_SUFFIX}`
          : errorKind(error) === 'failure'
            ? failure
            : marked
              ? CHECK_FIELDS
              : error.message;
      setState({ kind: 'failed', text, fields: error.fields });
    }
  }
  const fieldError = (name: string) => (state.kind === 'failed' ? state.fields[name] : undefined);
  return { state, send, fieldError, reset: () => setState({ kind: 'idle' }) };
}
