import { describe, expect, it } from 'vitest';
import { addressKey } from './client-ip.ts';
import { NETWORK_SHARE, StreamAdmission } from './stream-admission.ts';

describe('open stream caps', () => {
  it('caps the streams of one address (an IPv6 /64 as one), and lets each go when it ends', () => {
    const admission = new StreamAdmission(2, 0);
    const phone = addressKey('2001:db8:1:2::10');
    const samePhoneNetwork = addressKey('2001:db8:1:2:ffff::1');
    expect(admission.enter(phone)).toBe('admitted');
    expect(admission.enter(samePhoneNetwork)).toBe('admitted');
    expect(admission.enter(phone)).toBe('address-full');
    expect(admission.enter(addressKey('2001:db8:1:3::10'))).toBe('admitted');
    admission.leave(phone);
    expect(admission.enter(samePhoneNetwork)).toBe('admitted');
  });

  it('caps the streams of one IPv6 /48 at ten addresses’ worth, however many /64s a script spreads them over; IPv4 and other networks unaffected', () => {
    const admission = new StreamAdmission(2, 0);
    // A /57 is 128 /64s: without the network's cap they would hold 256 streams here.
    const script = Array.from({ length: 128 }, (_, index) => addressKey(`2001:db8:7:${(index + 0x80).toString(16)}::1`));
    const answers = script.flatMap((address) => [admission.enter(address), admission.enter(address)]);
    expect(answers.filter((answer) => answer === 'admitted')).toHaveLength(2 * NETWORK_SHARE);
    expect(admission.enter(addressKey('2001:db8:8:1::1'))).toBe('admitted');
    expect(admission.enter('198.51.100.7')).toBe('admitted');
    admission.leave(script[0] ?? null);
    expect(admission.enter(script[127] ?? null)).toBe('admitted');
  });

  it('caps the streams of the instance, in-process callers included; 0 is no cap', () => {
    const admission = new StreamAdmission(0, 2);
    expect(admission.enter('192.0.2.1')).toBe('admitted');
    expect(admission.enter(null)).toBe('admitted');
    expect(admission.enter('192.0.2.2')).toBe('instance-full');
    admission.leave(null);
    expect(admission.enter('192.0.2.2')).toBe('admitted');
    const unlimited = new StreamAdmission(0, 0);
    for (let stream = 0; stream < 500; stream += 1) expect(unlimited.enter('192.0.2.1')).toBe('admitted');
  });
});
