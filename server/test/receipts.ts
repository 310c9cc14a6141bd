import sharp from 'sharp';

/** What a receipt shows. */
export type ReceiptShown = { amount: string; reference: string; at: string; to?: string };

const text = (x: number, y: number, size: number, value: string, anchor = 'start', fill = '#111') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${value}</text>`;

/**
 * A GCash-style "Sent via GCash" receipt as a phone screenshot (720 × 1480 PNG): one template for every
 * receipt, as a wallet's receipts share one, with its own amount, reference and time.
 */
export function gcashReceipt(shown: ReceiptShown): Promise<Buffer> {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1480">',
    '<rect width="720" height="1480" fill="#fff"/><rect width="720" height="180" fill="#0a5ce0"/>',
    text(360, 110, 44, 'GCash', 'middle', '#fff'),
    text(360, 300, 34, 'Sent via GCash', 'middle'),
    text(360, 360, 28, shown.to ?? 'AN* CR**', 'middle'),
    text(60, 500, 30, 'Amount'),
    text(660, 500, 30, shown.amount, 'end'),
    text(60, 580, 30, 'Total Amount Sent'),
    text(660, 580, 30, `₱${shown.amount}`, 'end'),
    text(60, 720, 28, `Ref. No. ${shown.reference}`),
    text(60, 780, 28, shown.at),
    '</svg>',
  ].join('');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
