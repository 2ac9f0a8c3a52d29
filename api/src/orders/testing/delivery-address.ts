/** The delivery address the HTTP specs check out with, as the demo's collector does (checkout accepts it). */
export { RIYADH_ADDRESS } from '../domain/riyadh-address.js';
