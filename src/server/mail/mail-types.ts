/**
 * What the mail parts say to each other: a message to send, a mailer that sends it (SMTP or the store's outbox),
 * and the one failure a sender must tell apart, a refusal that sending again will not change.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** set: an image the HTML body shows in place (`<img src="cid:…">`) rather than a file to open */
  cid?: string;
}

export interface Mail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** shown as the sender's name (the agency's), the address staying MAIL_FROM */
  fromName?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Sent {
  /** the SMTP message id, or the outbox row's id */
  messageId: string;
  outboxId: number | null;
  /** bytes of the message as sent */
  size: number;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<Sent>;
  close(): Promise<void>;
}

/** `permanent`: the server refused for good (an SMTP 5xx, a bad address): recorded, never sent again */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailError';
  }
}
