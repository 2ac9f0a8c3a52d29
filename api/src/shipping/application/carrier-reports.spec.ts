/** The real carriers' tracking bodies, shaped as their documentation's samples, read into our tracking reports. */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { aramexTracking, smsaTracking } from '../testing/carrier-samples.js';
import { aramexReports, smsaReports } from './carrier-reports.js';

/** Each body is refused by the field it names, in both languages. */
function expectRefusals(read: (body: unknown) => unknown, cases: readonly (readonly [unknown, string])[]): void {
  for (const [body, field] of cases) {
    let problem: { field: string; messageAr: string } | undefined;
    try {
      read(body);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      problem = (error as DomainError).details[0];
    }
    expect({ body, field: problem?.field }).toEqual({ body, field });
    expect(problem?.messageAr).toMatch(/[\u0600-\u06FF]/);
  }
}

const at = (minute: number) => `2026-03-02T0${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}:00.000Z`;

describe('SMSA Express', () => {
  it('maps its scan types onto ours, local time and zone to UTC, and leaves a data-received scan out', () => {
    const body = smsaTracking('290019315792', [
      { code: 'DR', description: 'Data Received', at: at(0), city: 'Riyadh' },
      { code: 'PU', description: 'Picked Up', at: at(10), city: 'Riyadh' },
      { code: 'OD', description: 'Out for Delivery', at: at(20), city: 'Jeddah' },
      { code: 'DL', description: 'Delivered', at: at(30), city: 'Jeddah' },
    ]);
    expect(smsaReports(body)).toEqual([
      expect.objectContaining({ status: 'in_transit', at: at(10), place: 'Riyadh', description: 'Picked Up' }),
      expect.objectContaining({ status: 'out_for_delivery', at: at(20), place: 'Jeddah' }),
      expect.objectContaining({ status: 'delivered', at: at(30), trackingNumber: '290019315792' }),
    ]);
    expect(smsaReports([body, body])).toHaveLength(6);
  });

  it('reads an unknown code by its description; a returned and a held shipment', () => {
    const reports = smsaReports(
      smsaTracking('1', [
        { code: 'XX', description: 'Arrived Hub Facility', at: at(1), city: 'Dammam' },
        { code: 'RTS', description: 'Returned to shipper', at: at(2), city: 'Dammam' },
        { code: 'ZZ', description: 'Consignee not available', at: at(3), city: 'Dammam' },
        { code: 'QQ', description: 'Label printed', at: at(4), city: 'Dammam' },
      ]),
    );
    expect(reports.map((r) => r.status)).toEqual(['in_transit', 'returned', 'exception']);
    expect(new Set(reports.map((r) => r.deliveryId)).size).toBe(3);
  });

  it('never reads a delivery or a return from an unknown code’s words: an exception for a person to check', () => {
    const reports = smsaReports(
      smsaTracking('2', [
        { code: 'XD', description: 'Delivered', at: at(1), city: 'Jeddah' },
        { code: 'XR', description: 'Returned to sender', at: at(2), city: 'Jeddah' },
        { code: 'XC', description: 'Collected by consignee', at: at(3), city: 'Jeddah' },
      ]),
    );
    expect(reports.map((r) => r.status)).toEqual(['exception', 'exception', 'exception']);
  });

  it('refuses another shape by the field, in both languages', () => {
    const scan = { ScanType: 'DL', ScanDateTime: '2026-03-02T10:00:00' };
    expectRefusals(smsaReports, [
      ['delivered', 'body'],
      [[], 'body'],
      [{ Scans: [scan] }, 'AWB'],
      [{ AWB: '1' }, 'Scans'],
      [{ AWB: '1', Scans: [{ ...scan, ScanType: '' }] }, 'Scans.0.ScanType'],
      [{ AWB: '1', Scans: [scan, { ...scan, ScanDateTime: 'yesterday' }] }, 'Scans.1.ScanDateTime'],
      [[{ AWB: '1', Scans: [scan] }, 7], '1.AWB'],
    ]);
  });
});

describe('Aramex', () => {
  it('maps its update codes onto ours, WCF dates to UTC, and leaves a record-created update out', () => {
    const reports = aramexReports(
      aramexTracking('44017854321', [
        { code: 'SH014', description: 'Record created', at: at(0), city: 'Dubai, United Arab Emirates' },
        { code: 'SH047', description: 'Received at Origin Facility', at: at(5), city: 'Dubai' },
        { code: 'SH003', description: 'Out for Delivery', at: at(6), city: 'Riyadh' },
        { code: 'SH033', description: 'Attempted delivery', at: at(7), city: 'Riyadh' },
        { code: 'SH005', description: 'Delivered', at: at(8), city: 'Riyadh' },
        { code: 'SH069', description: 'Returned to Shipper', at: at(9), city: 'Dubai' },
      ]),
    );
    expect(reports.map((r) => [r.status, r.at])).toEqual([
      ['in_transit', at(5)],
      ['out_for_delivery', at(6)],
      ['exception', at(7)],
      ['delivered', at(8)],
      ['returned', at(9)],
    ]);
    expect(reports[0]).toMatchObject({ trackingNumber: '44017854321', place: 'Dubai' });
  });

  it('maps the codes public sources corroborate; an unknown code claiming delivery is an exception', () => {
    const reports = aramexReports(
      aramexTracking('44017854322', [
        { code: 'SH001', description: 'Shipment received at destination warehouse', at: at(1), city: 'Riyadh' },
        { code: 'SH006', description: 'Collected by consignee', at: at(2), city: 'Riyadh' },
        { code: 'SH999', description: 'Delivered', at: at(3), city: 'Riyadh' },
        { code: 'SH998', description: 'Returned to Shipper', at: at(4), city: 'Riyadh' },
      ]),
    );
    expect(reports.map((r) => r.status)).toEqual(['in_transit', 'delivered', 'exception', 'exception']);
  });

  it('takes an ISO time (without a zone: Arabia Standard Time) as the XML samples give it', () => {
    const body = aramexTracking('9', [{ code: 'SH005', description: 'Delivered', at: at(0), city: 'Riyadh' }]);
    body.TrackingResults[0]!.Value[0]!.UpdateDateTime = '2016-05-31T16:00:00';
    expect(aramexReports(body)[0]?.at).toBe('2016-05-31T13:00:00.000Z');
  });

  it('refuses another shape by the field, in both languages', () => {
    const result = { WaybillNumber: '9', UpdateCode: 'SH005', UpdateDateTime: '/Date(1484830980000+0200)/' };
    expectRefusals(aramexReports, [
      [[result], 'body'],
      [{ HasErrors: false }, 'TrackingResults'],
      [{ TrackingResults: [{ Key: '9' }] }, 'TrackingResults.0.Value'],
      [{ TrackingResults: [{ Value: [{ ...result, UpdateCode: '' }] }] }, 'TrackingResults.0.Value.0.UpdateCode'],
      [
        { TrackingResults: [{ Value: [{ ...result, UpdateDateTime: '/Date(soon)/' }] }] },
        'TrackingResults.0.Value.0.UpdateDateTime',
      ],
      [
        { TrackingResults: [{ Value: [{ ...result, WaybillNumber: null }] }] },
        'TrackingResults.0.Value.0.WaybillNumber',
      ],
    ]);
  });
});
