/** One act in an audit record as the owner's screens read it: an order's timeline, a piece's record. */
export type AuditEventOutput<Kind extends string, Detail> = { id: number; kind: Kind; actor_email: string; detail: Detail; created_at: string };

/** The answer's shape of a stored audit event (order_events, product_events): the same fields, snake_cased. */
export function auditEventOutput<Kind extends string, Detail>(event: {
  id: number;
  kind: Kind;
  actorEmail: string;
  detail: Detail;
  createdAt: Date;
}): AuditEventOutput<Kind, Detail> {
  return { id: event.id, kind: event.kind, actor_email: event.actorEmail, detail: event.detail, created_at: event.createdAt.toISOString() };
}
