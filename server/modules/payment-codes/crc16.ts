/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection, no final XOR): EMVCo's checksum
 * for a QR payload, over every byte up to and including the "6304" that introduces it. Its catalogue
 * check value (the bytes of "123456789" give 0x29B1) is the test's.
 */
export function crc16CcittFalse(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** As a QR payload writes it: four upper-case hex digits. */
export const crcText = (bytes: Uint8Array): string => crc16CcittFalse(bytes).toString(16).toUpperCase().padStart(4, '0');
