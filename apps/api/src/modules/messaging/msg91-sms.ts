import { DomainError } from '@store/domain';
import { NotSendable } from './channel';
import type { SmsConfig, SmsSender } from './sms';

type Msg91Config = Extract<SmsConfig, { provider: 'msg91' }>;

const NOT_SENT = 'We could not send the text just now. Please try again in a minute.';

/**
 * MSG91's Flow API (`POST /api/v5/flow`): the DLT template of the text's kind with its variables,
 * to the mobile with India's country code. MSG91 answers `{ type: "success", message: <request id> }`;
 * anything else, a non-2xx status or no answer within the time-out means the text was not taken.
 */
export function msg91Sms(config: Msg91Config): SmsSender {
  return {
    provider: 'msg91',
    async send(_db, message) {
      const template = config.templates[message.kind];
      if (!template) throw new NotSendable(`no MSG91 template is configured for ${message.kind}`);
      let answer: { status: number; type?: string; message?: string };
      try {
        const reply = await fetch(new URL('/api/v5/flow', config.apiUrl), {
          method: 'POST',
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            template_id: template,
            short_url: '0',
            recipients: [{ mobiles: `91${message.mobile}`, ...message.params }],
          }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 5_000),
        });
        const body = (await reply.json().catch(() => ({}))) as { type?: string; message?: string };
        answer = { status: reply.status, ...body };
      } catch (cause) {
        throw notSent(cause);
      }
      if (answer.status >= 300 || answer.type !== 'success' || !answer.message) {
        throw notSent(new Error(`MSG91 answered ${answer.status}: ${answer.message ?? 'no message'}`));
      }
      return { reference: `msg91:${answer.message}` };
    },
  };
}

/** The customer is told to try again; the log gets what the gateway said. */
function notSent(cause: unknown): DomainError {
  const error = new DomainError('PROVIDER_UNAVAILABLE', NOT_SENT);
  error.cause = cause;
  return error;
}
