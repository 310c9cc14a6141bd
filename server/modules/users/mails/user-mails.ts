import type { MailData } from '../../mail/mail-data.ts';
import type { MailKind } from '../../mail/mail-kind.ts';
import { emailVerificationMail } from './email-verification.mail.ts';
import { passwordChangedMail } from './password-changed.mail.ts';
import { passwordResetMail } from './password-reset.mail.ts';

/** The mails the users domain sends, for the mail worker to compose by name. */
export const USER_MAILS: readonly MailKind<MailData>[] = [passwordResetMail, passwordChangedMail, emailVerificationMail];
