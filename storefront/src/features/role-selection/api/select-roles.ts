import type { SelfServiceRole } from '../../../config/constants';
import { sendJson } from '../../../lib/http';
import type { RoleData } from '../../../lib/session/roles';

/** POST /api/user/roles: the chosen non-staff roles; the answer marks setup complete. */
export function selectRoles(roles: readonly SelfServiceRole[]): Promise<RoleData> {
  return sendJson<RoleData>('POST', '/api/user/roles', { roles });
}
