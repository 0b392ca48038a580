import type { Db } from '@store/db';
import type { CustomerMessageKind } from '@store/domain';

/**
 * What a text is about: each kind is one DLT-registered template with the SMS gateway (India's
 * rules: a commercial text must match a registered template), so a kind maps to a template id.
 */
export type SmsKind = 'otp' | 'mobile_changed' | CustomerMessageKind;

export type TextMessage = {
  mobile: string;
  kind: SmsKind;
  /** The whole text, as the outbox keeps it and as the registered template reads once filled. */
  body: string;
  /** The template's variables, by name. */
  params: Record<string, string>;
};

/** Sends texts: the outbox table by default, an Indian SMS gateway when configured. */
export type SmsSender = {
  provider: 'outbox' | 'msg91';
  /** Resolves with the provider's reference once it took the text; throws when it did not. */
  send(db: Db, message: TextMessage, now: Date): Promise<{ reference: string }>;
};

export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'msg91';
      authKey: string;
      /** MSG91's API origin; tests point it at a local stand-in. */
      apiUrl: string;
      /**
       * The MSG91 flow (DLT template) id of each kind of text: codes, an order placed and a failed
       * payment always; a kind without one is not texted (its other channels still carry it).
       */
      templates: { otp: string; order_placed: string; payment_failed: string } & Partial<
        Record<SmsKind, string>
      >;
      timeoutMs?: number;
    };
