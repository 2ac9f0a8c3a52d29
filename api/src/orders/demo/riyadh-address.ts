/** A Saudi national address that passes checkout's rules: the demo's collector checks out with it, as do the specs. */
export const RIYADH_ADDRESS = {
  recipientName: 'Reem Al-Mansouri',
  phone: '+966501234567',
  countryCode: 'SA',
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  buildingNumber: '2929',
  postalCode: '12211',
  additionalNumber: '7788',
  shortAddress: 'RRRD2929',
};
