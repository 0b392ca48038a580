import nodemailer from 'nodemailer';
import { type ChannelSender, NotSendable } from './channel';

export type SmtpConfig = {
  provider: 'smtp';
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; tests use a local stand-in. */
  url: string;
  /** The sender, as customers see it: "Experience Store <care@experience-store.in>". */
  from: string;
  timeoutMs?: number;
};

/**
 * Email over SMTP (nodemailer): plain text, the message's link in it. One pooled transport for the
 * process; its time-outs are short, so a server that does not answer delays a delivery pass by
 * seconds, not minutes (the message is tried again later). The server's queue id is the reference.
 */
export function smtpEmail(config: SmtpConfig): ChannelSender {
  const timeout = config.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: config.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    channel: 'email',
    provider: 'smtp',
    async send(_db, message) {
      const email = message.to.email;
      if (!email) throw new NotSendable('the customer has no email');
      const info = await transport.sendMail({
        from: config.from,
        to: email,
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        ...(message.attachments && { attachments: message.attachments }),
      });
      if (info.rejected.length > 0) throw new Error(`the mail server refused ${email}`);
      return { reference: `smtp:${info.messageId}`, recipient: email };
    },
    close: () => transport.close(),
  };
}
