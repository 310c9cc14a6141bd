/**
 * The SQL for the mailbox the address in `column` delivers to: lower case, without a `+tag`, and for
 * Gmail without dots, since `a.b+x@gmail.com` and `ab@googlemail.com` reach one inbox. PostgreSQL keeps
 * it as a generated column: `users.mailbox`, which a drop's limit per buyer counts (decision 025: one
 * inbox, one buyer), and `mails.recipient_mailbox`, which the per-recipient limit counts, so a script
 * cannot aim more mail at one inbox by writing its address another way.
 */
export function mailboxSqlOf(column: string): string {
  return `case when split_part(lower(${column}), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(${column}), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(${column}), '@', 1), '+', 1) || '@' || split_part(lower(${column}), '@', 2) end`;
}
