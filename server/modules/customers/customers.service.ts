import { CUSTOMERS_PER_PAGE, type CustomerListOutput } from '../../../shared/schemas/customers.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { positional } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { paidSql } from '../orders/paid-orders.ts';

/**
 * Every buyer by e-mail, in lower case: those who ordered (with an account or as guests) and
 * customer accounts that have not yet. Most recent buyer first, then those with no order by e-mail.
 */
const CUSTOMERS_SQL = `
with buyers as (
  select lower(o.email) as email,
    (array_agg(o.customer_name order by o.created_at desc, o.id desc))[1] as name,
    count(*) as orders,
    count(*) filter (where ${paidSql('o')}) as paid_orders,
    coalesce(sum(o.total_centavos) filter (where ${paidSql('o')}), 0) as spent,
    max(o.created_at) as last_order_at
  from orders o
  group by lower(o.email)
),
accounts as (
  select lower(u.email) as email, min(u.name) as name from users u where u.role = 'customer' group by lower(u.email)
),
customers as (
  select coalesce(b.email, a.email) as email, coalesce(a.name, b.name) as name, a.email is not null as has_account,
    coalesce(b.orders, 0) as orders, coalesce(b.paid_orders, 0) as paid_orders, coalesce(b.spent, 0) as spent, b.last_order_at
  from buyers b full outer join accounts a on a.email = b.email
)
select email, name, has_account, orders::int, paid_orders::int, spent::float8, last_order_at, count(*) over ()::int as total
from customers
where :pattern::text is null or email ilike :pattern or name ilike :pattern
order by last_order_at desc nulls last, email
limit :limit offset :offset`;

type CustomerRow = {
  email: string;
  name: string;
  has_account: boolean;
  orders: number;
  paid_orders: number;
  spent: number;
  last_order_at: Date | string | null;
  total: number;
};

function customerRows(em: Em, search: string | undefined, page: number, limit = CUSTOMERS_PER_PAGE): Promise<CustomerRow[]> {
  const query = positional(CUSTOMERS_SQL, { pattern: search ? containsPattern(search) : null, limit, offset: (page - 1) * CUSTOMERS_PER_PAGE });
  return em.execute<CustomerRow[]>(query.sql, query.params);
}

/** The owner's customer list (docs/product/screens.md "Customers"), a page at a time. */
export async function listCustomers(em: Em, { search, page }: { search?: string; page: number }): Promise<CustomerListOutput> {
  const rows = await customerRows(em, search, page);
  // A page past the last has no row to carry the total: the first page's first row does.
  const total = rows[0]?.total ?? (page > 1 ? ((await customerRows(em, search, 1, 1))[0]?.total ?? 0) : 0);
  return {
    customers: rows.map((row) => ({
      email: row.email,
      name: row.name,
      has_account: row.has_account,
      orders: row.orders,
      paid_orders: row.paid_orders,
      spent_centavos: Number(row.spent),
      last_order_at: row.last_order_at === null ? null : new Date(row.last_order_at).toISOString(),
    })),
    meta: { page, per_page: CUSTOMERS_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE)) },
  };
}
