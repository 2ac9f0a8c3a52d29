// DEVELOPMENT FIXTURE ONLY: invented data for looking at the back-office screens without the real API.
// Never used by tests of the real thing.
import { randomUUID } from 'node:crypto';

const ROLES = ['collector', 'artist', 'gallery', 'member', 'workshop_organiser', 'shipping_provider'];
const STATUSES = ['active', 'verified', 'unverified', 'suspended', 'forgotten'];
const RISKS = ['low', 'medium', 'high'];
const STAGES = ['awareness', 'consideration', 'purchase', 'retention', 'advocacy'];
const CITIES = ['Riyadh', 'Jeddah', 'Dammam', 'Doha', 'Dubai', 'Manama', 'Muscat', 'Kuwait City'];
const BASE = Date.parse('2025-01-05T09:00:00Z');
const day = 86_400_000;

export const streams = new Map(); // name → events
let position = 0;

export const append = (streamName, type, data, actorId = 'system') => {
  const events = streams.get(streamName) ?? [];
  const revision = events.length;
  const recordedAt = new Date(BASE + position * 3_600_000).toISOString();
  events.push({
    revision,
    position: position++,
    eventId: randomUUID(),
    type,
    data,
    metadata: { actorId, correlationId: randomUUID(), schemaVersion: 1, occurredAt: recordedAt },
    recordedAt,
  });
  streams.set(streamName, events);
  return events.at(-1);
};

/** The user's state as the events fold it (a stand-in for the API's decider). */
export const evolve = (state, event) => {
  switch (event.type) {
    case 'UserRegistered':
      return { ...event.data, status: 'unverified' };
    case 'ProfileUpdated':
      return { ...state, ...event.data };
    case 'UserVerified':
      return { ...state, status: 'verified' };
    case 'UserSuspended':
      return { ...state, status: 'suspended', suspensionReason: event.data.reason };
    case 'UserActivated': {
      const { suspensionReason: _dropped, ...rest } = state;
      return { ...rest, status: 'active' };
    }
    case 'UserRolesChanged':
      return { ...state, roles: event.data.roles };
    case 'UserForgotten':
      return { ...state, firstName: null, lastName: null, email: null, phone: null, status: 'forgotten' };
    default:
      return state;
  }
};

export const stateAt = (streamName, revision) =>
  (streams.get(streamName) ?? []).filter((e) => e.revision <= revision).reduce(evolve, null);

export const users = new Map();

const seedUser = (id, firstName, lastName, email, roles, i) => {
  const stream = `user-${id}`;
  append(stream, 'UserRegistered', { id, firstName, lastName, email, roles }, id);
  append(
    stream,
    'ProfileUpdated',
    { phone: `+9665${String(10000000 + i * 7919).slice(0, 8)}`, location: CITIES[i % CITIES.length] },
    id,
  );
  const target = STATUSES[i % STATUSES.length];
  if (target === 'verified') append(stream, 'UserVerified', {}, 'admin-1');
  if (target === 'active' || target === 'suspended') append(stream, 'UserActivated', {}, 'admin-1');
  if (target === 'suspended') append(stream, 'UserSuspended', { reason: 'Repeated spam in comments' }, 'admin-1');
  if (target === 'forgotten') append(stream, 'UserForgotten', {}, id);
  const state = stateAt(stream, Infinity);
  users.set(id, {
    ...state,
    id,
    riskLevel: RISKS[i % RISKS.length],
    lifecycleStage: STAGES[i % STAGES.length],
    stage: ['new', 'engaged', 'loyal'][i % 3],
    joinedAt: new Date(BASE + i * day).toISOString(),
    lastActiveAt: new Date(BASE + (i + 30) * day).toISOString(),
    profileCompleteness: (i * 37) % 101,
    bio: i % 2 ? 'Collects contemporary calligraphy.' : 'يهتم بالخط العربي المعاصر.',
  });
};

export const PROFILES = {
  admin: { id: 'admin-1', firstName: 'Demo', lastName: 'Admin', email: 'admin@example.sa', roles: ['admin'] },
  moderator: {
    id: 'moderator-1',
    firstName: 'Demo',
    lastName: 'Moderator',
    email: 'moderator@example.sa',
    roles: ['moderator'],
  },
  auditor: { id: 'auditor-1', firstName: 'Demo', lastName: 'Auditor', email: 'auditor@example.sa', roles: ['auditor'] },
  collector: {
    id: 'collector-1',
    firstName: 'Demo',
    lastName: 'Collector',
    email: 'collector@example.sa',
    roles: ['collector'],
  },
  shipper: {
    id: 'shipper-1',
    firstName: 'Demo',
    lastName: 'Shipper',
    email: 'shipper@example.sa',
    roles: ['shipping_provider'],
  },
};

for (const [i, role] of Object.keys(PROFILES).entries()) {
  const p = PROFILES[role];
  seedUser(p.id, p.firstName, p.lastName, p.email, p.roles, 1);
  users.get(p.id).status = 'verified';
  users.get(p.id).joinedAt = new Date(BASE + i).toISOString();
}
for (let i = 1; i <= 57; i++) {
  const role = ROLES[i % ROLES.length];
  const n = String(i).padStart(2, '0');
  seedUser(
    `u${n}`,
    i % 3 ? `Member ${n}` : `عضو ${n}`,
    i % 3 ? 'Example' : 'تجريبي',
    `member${n}@example.sa`,
    [role],
    i,
  );
}

// A hash-chained stream whose chain breaks at revision 2, to see the "broken" verdict.
for (const [k, amount] of [100, 250, 75].entries()) {
  append('invoiceChain-demo', 'InvoiceIssued', { number: `INV-${k + 1}`, amountHalalas: amount * 100 }, 'artist-1');
}
export const chains = {
  'invoiceChain-demo': {
    chained: true,
    valid: false,
    brokenAt: 2,
    reason: 'previousHash does not match the hash of revision 1',
    headSignatureValid: true,
  },
};

export const mail = Array.from({ length: 12 }, (_, i) => ({
  id: `m${i + 1}`,
  to: `member${String(i + 1).padStart(2, '0')}@example.sa`,
  from: 'no-reply@example.sa',
  subject: i % 2 ? 'Welcome to the marketplace' : 'مرحبًا بك في السوق',
  receivedAt: new Date(BASE + i * day).toISOString(),
  text: i % 2 ? 'Hello,\nyour account is ready.' : 'مرحبًا،\nحسابك جاهز.',
  html: i % 2 ? '<p>Hello, <b>your account is ready.</b></p>' : '<p dir="rtl">مرحبًا، <b>حسابك جاهز.</b></p>',
}));

export const jobs = [
  {
    id: 'email-evt-1',
    queue: 'email',
    name: 'send-welcome',
    failedReason: 'connect ECONNREFUSED 127.0.0.1:2525',
    attemptsMade: 5,
    timestamp: BASE,
  },
  {
    id: 'pdf-evt-2',
    queue: 'pdf',
    name: 'render-invoice',
    failedReason: 'Timed out after 30000 ms',
    attemptsMade: 3,
    timestamp: BASE + day,
  },
];
