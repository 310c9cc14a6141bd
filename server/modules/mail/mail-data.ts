/** What a job carries: ids and the facts of the moment (a status as it was set), never a rendered mail. */
export type MailData = Record<string, string | number | boolean | null>;
