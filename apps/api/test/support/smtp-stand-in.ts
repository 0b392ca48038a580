import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local SMTP server standing in for the email provider for a whole test file: every message it
 * receives, raw, in `mails` (empty it between tests), and its address once it listens.
 */
export function useSmtpStandIn(): { mails: string[]; url(): string } {
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString());
        done();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { mails, url: () => `smtp://127.0.0.1:${port}` };
}

/** A quoted-printable part as its reader sees it (soft breaks joined, escaped UTF-8 bytes decoded). */
export const decodedMail = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
