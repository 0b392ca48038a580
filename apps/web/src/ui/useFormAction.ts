'use client';

import { ApiError, errorKind, NO_RESPONSE_ALERT } from '@store/api-client';
import { useCallback, useRef, useState } from 'react';

export type FieldErrors = Record<string, string>;

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Runs one form action at a time and keeps its errors for the form: the server's per-field texts
 * under their fields, its message above the button when no shown field explains it.
 */
export function useFormAction(shownFields: readonly string[]) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setMessage(null);
    setFields({});
    try {
      await action();
    } catch (error) {
      if (!(error instanceof ApiError)) setMessage(FALLBACK);
      else if (error.reason !== 'aborted') {
        setFields(error.fields);
        setMessage(errorKind(error) === 'no-answer' ? NO_RESPONSE_ALERT : error.message);
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  /** Errors found before calling (a malformed number, a short password). */
  const reject = useCallback((errors: FieldErrors) => {
    setMessage(null);
    setFields(errors);
  }, []);

  /** A field's error goes as soon as the field is edited. */
  const forget = useCallback((name: string) => {
    setFields((was) => {
      if (!(name in was)) return was;
      const { [name]: _gone, ...rest } = was;
      return rest;
    });
  }, []);

  const explained = Object.keys(fields).some((name) => shownFields.includes(name));
  return { busy, run, reject, forget, fields, formError: explained ? null : message };
}
