import type { Em } from '../../db/orm.ts';
import type { Storage } from '../../storage/storage.ts';
import type { MailData } from './mail-data.ts';
import type { TypedAddress } from './typed-address.ts';

/**
 * A picture carried inside the mail and shown where the HTML says `cid:<cid>`: for a picture no mail
 * program may fetch from the shop (a payment proof is never public).
 */
export type InlineImage = { cid: string; filename: string; content: Buffer; contentType: string };

/**
 * One composed mail, ready for the transport: both parts, so every client can show it. `typedAddress`:
 * `to` is an address a guest typed, mailed only once until confirmed (typed-address.ts).
 */
export type Mail = { to: string; subject: string; html: string; text: string; typedAddress?: TypedAddress; attachments?: InlineImage[] };

/** What composing a mail needs to know of the shop besides its database. */
export type MailSite = {
  /** Absolute links and pictures in a mail point here (PUBLIC_URL's origin). */
  origin: string;
  /** Where the owner's mails go while the `owner_notification_email` setting is blank. */
  adminEmail: string;
  /** The shop's uploads, for a picture a mail carries inside it (the owner's new-order alert shows the proof). */
  storage: Storage;
};

/**
 * Which mails leave first when many wait (pg-boss's job priority): a password reset or an e-mail
 * confirmation a person is waiting for, then an order's mails, then queue news, which a script can
 * make many of. The worker keeps a lane for urgent mail alone (mail-worker.ts).
 */
export const MAIL_PRIORITIES = { urgent: 20, order: 10, news: 0 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITIES;

/**
 * How a kind of mail is treated on its way out. `unsolicited`: anyone can make the shop send it to an
 * address they type (a reset link, queue news), so an address gets at most a few of these an hour
 * (MAIL_UNSOLICITED_PER_RECIPIENT_PER_HOUR); the rest are held back, never sent.
 */
export type MailPolicy<Data extends MailData> = {
  priority: MailPriority;
  unsolicited: boolean;
  /** What a mail is about (`order:12`), for the screen that lists that thing's mails; null: nothing listed. */
  about?: (data: Data) => string | null;
};

/**
 * A kind of mail, defined beside the domain that sends it (design.md §9). The queue stores only its
 * name and data; the worker composes it when sending, from the database as it is then, so a secret a
 * mail carries (a link's token) is made at that moment and never sits in the queue.
 * `compose` answers null when there is nothing left to send (the order is gone).
 */
export type MailKind<Data extends MailData> = {
  name: string;
  priority: MailPriority;
  unsolicited: boolean;
  /** What a mail is about (`order:12`), for the screen that lists that thing's mails; null: nothing listed. */
  about(data: Data): string | null;
  // A method, so that the worker's list holds every kind as MailKind<MailData>: it hands each the data its own outbox call stored.
  compose(em: Em, data: Data, site: MailSite): Promise<Mail | null>;
};

export function defineMail<Data extends MailData>(name: string, policy: MailPolicy<Data>, compose: MailKind<Data>['compose']): MailKind<Data> {
  return { name, priority: policy.priority, unsolicited: policy.unsolicited, compose, about: policy.about ?? (() => null) };
}

/** When a mail may leave: `startAfter` holds it until then (a queue's turn mails when the turn begins). */
export type MailTimingOptions = { startAfter?: Date };

/** What a task may use besides its database: the outbox for what it causes, and the shop's uploads. */
export type TaskParts = { outbox: MailOutbox; storage: Storage };

/**
 * Work that must happen at a later time, planned by a write and defined beside its domain (an order's
 * payment-fix deadline). It travels the outbox's queue, so it is planned in the transaction of its
 * cause and runs once, on one instance, at its time or soon after (task-worker.ts). `run` reads the
 * database as it is then and does nothing when what it was planned for has changed since; a throw is
 * retried.
 */
export type TaskKind<Data extends MailData> = {
  name: string;
  // A method, as MailKind's compose: the worker's list holds every kind as TaskKind<MailData>.
  run(em: Em, data: Data, parts: TaskParts): Promise<void>;
};

export function defineTask<Data extends MailData>(name: string, run: TaskKind<Data>['run']): TaskKind<Data> {
  return { name, run };
}

/**
 * The outbox (design.md §8): a mail, or a task for later, goes in the transaction of the write that
 * causes it: no commit, no mail and no task.
 */
export type MailOutbox = {
  enqueue<Data extends MailData>(tx: Em, kind: MailKind<Data>, data: Data, options?: MailTimingOptions): Promise<void>;
  schedule<Data extends MailData>(tx: Em, task: TaskKind<Data>, data: Data, at: Date): Promise<void>;
};

/** For contexts that send no mail (tests of other rules): the write happens, no mail or task is queued. */
export const NO_MAIL: MailOutbox = { enqueue: () => Promise.resolve(), schedule: () => Promise.resolve() };
