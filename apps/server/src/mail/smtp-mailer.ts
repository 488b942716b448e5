import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
