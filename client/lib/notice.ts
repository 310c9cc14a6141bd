/** A one-line outcome an admin screen reports (spec §2: success messages, red error banners). */
export type Notice = { type: 'success' | 'error'; text: string };
