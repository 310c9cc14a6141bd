import { describe, expect, it } from 'vitest';
import { COURIER_IDS, describeShipment, trackingUrl } from './couriers.ts';

describe('tracking links', () => {
  it.each([
    ['jnt', '820012345678', 'https://www.jtexpress.ph/trajectoryQuery?flag=1&billcode=820012345678'],
    ['lbc', '1234567890123', 'https://www.lbcexpress.com/track/?tracking_no=1234567890123'],
    ['ninjavan', 'NVPHABC0012345', 'https://www.ninjavan.co/en-ph/tracking?id=NVPHABC0012345'],
    ['flash', 'P61011ABCD12A', 'https://www.flashexpress.ph/fle/tracking?se=P61011ABCD12A'],
  ] as const)('%s: the courier’s page for the number', (courier, number, url) => {
    expect(trackingUrl(courier, number)).toBe(url);
  });

  it.each(['jnt', 'lbc', 'ninjavan', 'flash'] as const)('%s: the number is trimmed and URL-encoded, never able to add a parameter', (courier) => {
    const url = trackingUrl(courier, '  JT 12/34&x=1#y?  ') ?? '';
    expect(url).toContain('JT%2012%2F34%26x%3D1%23y%3F');
    expect(new URL(url).searchParams.has('x')).toBe(false);
    expect(new URL(url).hash).toBe('');
  });

  it.each(['lalamove', 'grab', 'other'] as const)('%s: a rider’s https share link is the link; anything else is no link', (courier) => {
    expect(trackingUrl(courier, ' https://share.lalamove.com/?PH100&abc ')).toBe('https://share.lalamove.com/?PH100&abc');
    for (const notALink of ['PH123456', 'http://share.lalamove.com/x', 'javascript:alert(1)', 'https://', 'https:// spaced.example', 'ftp://example.com/x', '']) {
      expect(trackingUrl(courier, notALink)).toBeNull();
    }
  });

  it('every courier answers no link for a blank number', () => {
    for (const courier of COURIER_IDS) expect(trackingUrl(courier, '   ')).toBeNull();
  });

  it('describes a stored shipment: the courier in words, the number, and the link', () => {
    expect(describeShipment('jnt', '1234')).toEqual({
      courierName: 'J&T Express',
      trackingNumber: '1234',
      trackingUrl: 'https://www.jtexpress.ph/trajectoryQuery?flag=1&billcode=1234',
    });
    expect(describeShipment('other', 'https://track.example/abc')).toEqual({ courierName: null, trackingNumber: 'https://track.example/abc', trackingUrl: 'https://track.example/abc' });
    expect(describeShipment('lbc', null)).toEqual({ courierName: 'LBC', trackingNumber: null, trackingUrl: null });
    expect(describeShipment('a-courier-since-removed', '77')).toEqual({ courierName: null, trackingNumber: '77', trackingUrl: null });
    expect(describeShipment(null, null)).toEqual({ courierName: null, trackingNumber: null, trackingUrl: null });
  });
});
