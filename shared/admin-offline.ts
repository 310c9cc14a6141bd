/**
 * What the owner's installed app keeps to open without a connection (client/admin-sw.ts): the last
 * answers to the reads of Order Management, and who is signed in, in one cache of the browser's. Its
 * name is here so that signing out, on any page, can drop it.
 */
export const ADMIN_OFFLINE_CACHE = 'ukay-admin-offline';

/**
 * The tRPC reads whose last answers are kept, each by its input (client/admin-offline-reads.ts): who
 * is signed in, the order list, its counts and payment methods, and the orders opened.
 */
export const ADMIN_OFFLINE_READS: readonly string[] = ['users.session', 'admin.orders.list', 'admin.orders.counts', 'admin.orders.paymentMethods', 'admin.orders.byId'];
