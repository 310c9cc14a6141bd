import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Transaction } from '@mikro-orm/core';
import { batched } from './batches.ts';
import type { Em } from './orm.ts';

/** A statement with the ORM's `?` placeholders, and the values they stand for, in order. */
export type Statement = { sql: string; params: unknown[] };

/** Runs a statement and gives its rows, timestamps as PostgreSQL's text (the ORM's type parsers). */
export type RunStatement = <Row>(statement: Statement) => Promise<Row[]>;

/**
 * Runs statements that need no unit of work straight on the ORM's own `pg` pool (its public
 * `getNativeClient()`): the same connections, type parsers and lost-connection handling, and the
 * same text, values written in by the ORM's platform as its connection writes them, but without
 * the ORM's per-statement executor, which cost the catalogue and the drop's counters more CPU than
 * PostgreSQL's answer did (decision 020).
 *
 * Inside a transaction a statement must run on the transaction's own connection, and PGlite is one
 * connection the ORM serialises (a statement sent beside it could land inside the ORM's open
 * transaction): both go through the ORM.
 */
export function plainStatements(em: Em): RunStatement {
  const connection = em.getConnection();
  const transaction = em.getTransactionContext<Transaction<object>>();
  if (!(connection instanceof PostgreSqlConnection) || transaction) {
    return <Row>({ sql, params }: Statement) => connection.execute<Row[]>(sql, params, 'all', transaction);
  }
  const { pool, textOf } = ormPool(em);
  return async <Row>(statement: Statement) => {
    const { rows } = await (await pool()).query(textOf(statement));
    return rows as Row[];
  };
}

/** The ORM's own `pg` pool (its public native client), and a statement's text as its connection writes it. */
function ormPool(em: Em) {
  const connection = em.getConnection() as PostgreSqlConnection;
  const platform = em.getPlatform();
  return {
    pool: () => connection.getNativeClient(),
    textOf: ({ sql, params }: Statement) => platform.formatQuery(sql, params),
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A statement as one of several in a simple query: its own terminator dropped, as the group adds one. */
const alone = (text: string) => text.trim().replace(/;+$/, '');

/**
 * The statements that arrived while the last group was in flight, sent as one simple query: one
 * socket write and one round trip instead of one each. A drop's hold counts two rate limits, and
 * writing those statements to PostgreSQL had become most of the drop's CPU (decision 020).
 * The group runs as one implicit transaction, so it is all or none: a group that fails (one bad
 * statement, a deadlock with another instance's group) is sent again one statement at a time, and
 * each statement's own failure is its caller's alone.
 */
const sendTogether = batched<Statement, unknown[]>(async (em, statements) => {
  const { pool, textOf } = ormPool(em);
  const texts = statements.map((statement) => alone(textOf(statement)));
  // Sent in the order of their text, the same for every group: statements of one kind differ first in
  // the row they name (a counter's key), so two instances' groups take those rows' locks in one order
  // and do not wait on each other in a circle.
  const order = texts.map((_text, index) => index).sort((a, b) => compareText(texts[a] ?? '', texts[b] ?? ''));
  const answers: unknown = await (await pool()).query(order.map((index) => texts[index]).join(';\n'));
  // node-postgres answers a query of several statements with one result each, and of one with the result itself.
  const results = (Array.isArray(answers) ? answers : [answers]) as { rows: unknown[] }[];
  // A text that held more (or less) than one statement would shift every answer after it: the group
  // is then sent again one statement at a time, each answered by its own query.
  if (results.length !== texts.length) throw new Error(`${texts.length} statements were answered ${results.length} times`);
  const rows: unknown[][] = [];
  order.forEach((index, position) => (rows[index] = results[position]?.rows ?? []));
  return rows;
}, 100);

/**
 * Like `plainStatements`, for statements that each stand alone (no caller's transaction) and may be
 * sent together with others: on PostgreSQL, in groups (`sendTogether`); on PGlite, which is in the
 * process and has no socket to spare, one at a time through the ORM.
 */
export function groupedStatements(em: Em): RunStatement {
  if (!(em.getConnection() instanceof PostgreSqlConnection)) return plainStatements(em);
  return async <Row>(statement: Statement) => (await sendTogether(em, statement)) as Row[];
}
