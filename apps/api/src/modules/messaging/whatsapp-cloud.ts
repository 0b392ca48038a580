import type { CustomerMessageKind } from '@store/domain';
import { type ChannelSender, NotSendable } from './channel';

export type WhatsappCloudConfig = {
  provider: 'cloud';
  /** A system user's access token of the WhatsApp Business account. */
  token: string;
  phoneNumberId: string;
  /** The Graph API with its version (https://graph.facebook.com/v21.0); tests point it at a stand-in. */
  apiUrl: string;
  /** The approved template of each kind; a kind without one is not sent on WhatsApp. */
  templates: Partial<Record<CustomerMessageKind, string>>;
  /** The templates' language code, as approved (en, en_US, hi). */
  language: string;
  timeoutMs?: number;
};

type GraphAnswer = { messages?: { id?: string }[]; error?: { message?: string; code?: number } };

/**
 * The WhatsApp Business Cloud API: `POST {api}/{phone-number-id}/messages` with a template message
 * (outside a conversation the customer opened, WhatsApp allows templates only), its body variables
 * in the order of the message's params ({{1}}, {{2}}, ...), to the mobile with India's code. Meta
 * answers `{ messages: [{ id: "wamid..." }] }`; an error status, an `error` or no answer within the
 * time-out is a failed try.
 */
export function whatsappCloud(config: WhatsappCloudConfig): ChannelSender {
  return {
    channel: 'whatsapp',
    provider: 'cloud',
    async send(_db, message) {
      const template = config.templates[message.kind];
      if (!template) throw new NotSendable(`no WhatsApp template is configured for ${message.kind}`);
      const mobile = message.to.mobile;
      if (!mobile) throw new NotSendable('the customer has no mobile number');
      const reply = await fetch(`${config.apiUrl.replace(/\/$/, '')}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: `91${mobile}`,
          type: 'template',
          template: {
            name: template,
            language: { code: config.language },
            components: [
              {
                type: 'body',
                parameters: Object.values(message.params).map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 5_000),
      });
      const answer = (await reply.json().catch(() => ({}))) as GraphAnswer;
      const id = answer.messages?.[0]?.id;
      if (!reply.ok || !id) {
        throw new Error(`WhatsApp answered ${reply.status}: ${answer.error?.message ?? 'no message id'}`);
      }
      return { reference: `whatsapp:${id}`, recipient: mobile };
    },
  };
}
