import type { MailData } from '../../mail/mail-data.ts';
import type { MailKind } from '../../mail/mail-kind.ts';
import { newOrderAlertMail } from './new-order-alert.mail.ts';
import { paymentFixAlertMail } from './payment-fix-alert.mail.ts';
import { orderReceiptMail } from './order-receipt.mail.ts';
import { orderStatusMail } from './order-status.mail.ts';
import { orderTrackingMail } from './order-tracking.mail.ts';

/** The mails the orders domain sends, for the mail worker to compose by name. */
export const ORDER_MAILS: readonly MailKind<MailData>[] = [orderReceiptMail, newOrderAlertMail, orderStatusMail, orderTrackingMail, paymentFixAlertMail];
