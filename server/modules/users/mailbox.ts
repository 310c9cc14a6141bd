/**
 * The mailbox an address delivers to, as PostgreSQL computes `users.mailbox` (a generated column):
 * lower case, without a `+tag`, and for Gmail without dots, since `a.b+x@gmail.com` and
 * `ab@googlemail.com` reach one inbox. A drop's limit per buyer counts mailboxes, not accounts
 * (decision 025): one inbox, one buyer.
 */
export const MAILBOX_SQL = `case when split_part(lower(email), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(email), '@', 1), '+', 1) || '@' || split_part(lower(email), '@', 2) end`;
