export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: an SMTP server when configured, otherwise the dev outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
