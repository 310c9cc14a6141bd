import type { MailData } from '../../mail/mail-data.ts';
import type { MailKind } from '../../mail/mail-kind.ts';
import { pieceSoldMail } from './piece-sold.mail.ts';
import { yourTurnMail } from './your-turn.mail.ts';

/** The mails the queue domain sends, for the mail worker to compose by name. */
export const QUEUE_MAILS: readonly MailKind<MailData>[] = [yourTurnMail, pieceSoldMail];
