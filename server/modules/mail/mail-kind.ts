import type { Em } from '../../db/orm.ts';
import type { MailData } from './mail-data.ts';

/** One composed mail, ready for the transport: both parts, so every client can show it. */
export type Mail = { to: string; subject: string; html: string; text: string };

/** What composing a mail needs to know of the shop besides its database. */
export type MailSite = {
  /** Absolute links and pictures in a mail point here (PUBLIC_URL's origin). */
  origin: string;
  /** Where the owner's mails go while the `owner_notification_email` setting is blank. */
  adminEmail: string;
};


/**
 * A kind of mail, defined beside the domain that sends it (design.md §9). The queue stores only its
 * name and data; the worker composes it when sending, from the database as it is then, so a secret a
 * mail carries (a link's token) is made at that moment and never sits in the queue.
 * `compose` answers null when there is nothing left to send (the order is gone).
 */
export type MailKind<Data extends MailData> = {
  name: string;
  /** What a mail is about (`order:12`), for the screen that lists that thing's mails; null: nothing listed. */
  about(data: Data): string | null;
  // A method, so that the worker's list holds every kind as MailKind<MailData>: it hands each the data its own outbox call stored.
  compose(em: Em, data: Data, site: MailSite): Promise<Mail | null>;
};

export function defineMail<Data extends MailData>(
  name: string,
  compose: MailKind<Data>['compose'],
  about: MailKind<Data>['about'] = () => null,
): MailKind<Data> {
  return { name, compose, about };
}

/** When a mail may leave: `startAfter` holds it until then (a queue's turn mails when the turn begins). */
export type MailTimingOptions = { startAfter?: Date };

/** Enqueues a mail in the transaction of the write that causes it (design.md §8): no commit, no mail. */
export type MailOutbox = {
  enqueue<Data extends MailData>(tx: Em, kind: MailKind<Data>, data: Data, options?: MailTimingOptions): Promise<void>;
};

/** For contexts that send no mail (tests of other rules): the write happens, no mail is queued. */
export const NO_MAIL: MailOutbox = { enqueue: () => Promise.resolve() };
