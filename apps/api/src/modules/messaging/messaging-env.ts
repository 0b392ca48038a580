import type { Env } from '../../env';
import type { EmailConfig, WhatsappConfig } from './channel-senders';
import type { SmsConfig } from './sms';

/** How each channel's messages leave, as the environment says; env.ts has refused incomplete settings. */
export function messagingConfigFromEnv(env: Env): {
  sms: SmsConfig;
  whatsapp: WhatsappConfig;
  email: EmailConfig;
} {
  const sms: SmsConfig =
    env.SMS_PROVIDER === 'msg91'
      ? {
          provider: 'msg91',
          authKey: env.MSG91_AUTH_KEY ?? '',
          apiUrl: env.MSG91_API_URL,
          timeoutMs: env.MESSAGE_PROVIDER_TIMEOUT_MS,
          templates: {
            ...env.MSG91_TEMPLATES,
            otp: env.MSG91_TEMPLATE_OTP ?? '',
            order_placed: env.MSG91_TEMPLATE_ORDER_PLACED ?? '',
            payment_failed: env.MSG91_TEMPLATE_PAYMENT_FAILED ?? '',
          },
        }
      : { provider: 'outbox' };
  const whatsapp: WhatsappConfig =
    env.WHATSAPP_PROVIDER === 'cloud'
      ? {
          provider: 'cloud',
          token: env.WHATSAPP_TOKEN ?? '',
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
          apiUrl: env.WHATSAPP_API_URL,
          templates: env.WHATSAPP_TEMPLATES,
          language: env.WHATSAPP_LANGUAGE,
          timeoutMs: env.MESSAGE_PROVIDER_TIMEOUT_MS,
        }
      : { provider: 'outbox' };
  const email: EmailConfig =
    env.EMAIL_PROVIDER === 'smtp'
      ? {
          provider: 'smtp',
          url: env.SMTP_URL ?? '',
          from: env.EMAIL_FROM,
          timeoutMs: env.MESSAGE_PROVIDER_TIMEOUT_MS,
        }
      : { provider: 'outbox' };
  return { sms, whatsapp, email };
}
