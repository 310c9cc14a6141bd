import { describe, expect, it } from 'vitest';
import { addressKey } from './client-ip.ts';
import { StreamAdmission } from './stream-admission.ts';

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
