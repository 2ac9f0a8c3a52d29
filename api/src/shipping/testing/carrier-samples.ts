/**
 * Bodies of the real carriers' tracking posts, shaped as the samples of their documentation (SMSA Express's
 * e-commerce tracking body; the Aramex Shipment Tracking API's JSON answer), with the waybills and times a spec
 * chooses.
 */
export interface SampleScan {
  code: string;
  description: string;
  /** ISO 8601 with its zone. */
  at: string;
  city: string;
}

/** SMSA Express: one shipment's tracking, its scans as the carrier sends them (local time and its zone apart). */
export const smsaTracking = (awb: string, scans: SampleScan[]) => ({
  AWB: awb,
  Reference: 'GA-ORDER',
  Pieces: 1,
  CODAmount: 0,
  ContentDesc: 'Framed artwork',
  RecipientName: 'Reem',
  OriginCity: 'Riyadh',
  OriginCountry: 'SA',
  DesinationCity: 'Jeddah',
  DesinationCountry: 'SA',
  isDelivered: scans.some((s) => s.code === 'DL'),
  RTOAWB: null,
  Scans: scans.map((s) => ({
    ReferenceID: null,
    ScanType: s.code,
    ScanDescription: s.description,
    // SMSA gives local Saudi time without a zone, and the zone beside it.
    ScanDateTime: new Date(Date.parse(s.at) + 3 * 3_600_000).toISOString().slice(0, 19),
    ScanTimeZone: '+03:00',
    City: s.city,
    ReceivedBy: s.code === 'DL' ? 'Reem' : null,
    CountryCode: 'SA',
  })),
});

/** Aramex: a TrackShipments answer for one waybill, times in WCF's `/Date(ms+zone)/` form. */
export const aramexTracking = (waybill: string, updates: SampleScan[]) => ({
  Transaction: { Reference1: '', Reference2: '', Reference3: '', Reference4: '', Reference5: '' },
  Notifications: [],
  HasErrors: false,
  TrackingResults: [
    {
      Key: waybill,
      Value: updates.map((u) => ({
        WaybillNumber: waybill,
        UpdateCode: u.code,
        UpdateDescription: u.description,
        UpdateDateTime: `/Date(${Date.parse(u.at)}+0400)/`,
        UpdateLocation: u.city,
        Comments: '',
        ProblemCode: '',
        GrossWeight: '4.5',
        ChargeableWeight: '6',
        WeightUnit: 'KG',
      })),
    },
  ],
  NonExistingWaybills: [],
});
