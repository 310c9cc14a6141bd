import { z } from 'zod';
import { OrderOutput } from '../../shared/schemas/orders.ts';
import { AdminOrderOutput } from '../../shared/schemas/admin-orders.ts';

/** The answer of a REST call that changes something and has nothing to show for it (design.md §3). */
export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() });

/** One order, as the buyer's and the admin's order paths both answer it. */
export const OrderEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: z.object({ order: OrderOutput }) });

/** One order as only admins see it, with its payment checklist and flags. */
export const AdminOrderEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: z.object({ order: AdminOrderOutput }) });
