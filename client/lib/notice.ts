/** A one-line outcome an admin screen reports (docs/product/screens.md "Admin area": success messages, red error banners). */
export type Notice = { type: 'success' | 'error'; text: string };
