/** A Saudi national address that passes checkout's rules: the delivery address the HTTP specs check out with. */
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
