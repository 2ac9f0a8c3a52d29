/** The delivery address the HTTP specs check out with: the demo's (a Saudi national address checkout accepts). */
export { RIYADH_ADDRESS } from '../demo/riyadh-address.js';
