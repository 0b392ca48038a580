'use client';

import type { FormEvent } from 'react';
import { useState } from 'react';
import { useToast } from '@/modules/toast/ToastProvider';
import { useFormAction } from '@/ui/useFormAction';
import { mobileProblem, problems } from './checks';

/**
 * A form whose one field is the mobile a code goes to: checked before it is sent, the server's
 * "sent" message as a toast, then the next screen. Login and forgot-password both start this way.
 */
export function useSendCodeForm(
  send: (mobile: string) => Promise<{ success_message: string }>,
  initial: string,
  onSent: (mobile: string) => void,
) {
  const toast = useToast();
  const [mobile, setMobile] = useState(initial);
  const { busy, run, reject, forget, fields, formError } = useFormAction(['mobile']);

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = problems({ mobile: mobileProblem(mobile) });
    if (bad) return reject(bad);
    void run(async () => {
      const sent = await send(mobile);
      toast(sent.success_message, 'success');
      onSent(mobile);
    });
  }

  return {
    submit,
    busy,
    formError,
    field: {
      value: mobile,
      error: fields.mobile,
      onChange: (typed: string) => {
        setMobile(typed);
        forget('mobile');
      },
    },
  };
}
