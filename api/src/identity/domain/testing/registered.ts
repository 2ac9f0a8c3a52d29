import type { UserRegistered } from '../user.events.js';

/** A registered account `u1`, the first event of the user decider's specs. */
export const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    issuer: 'dev',
    subject: 's1',
    email: 'a@example.sa',
    emailVerified: true,
    firstName: 'Noura',
    lastName: 'Al-Qahtani',
  },
};
