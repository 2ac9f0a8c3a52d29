/**
 * Shapes of the API answers the back-office reads (contract: issue 3 and shared/DESIGN.md section 5). Roles, user
 * statuses and filters, errors and read models' health come from the generated contract (contracts/, from the
 * API's OpenAPI document).
 */
import type {
  ApiError,
  ApiErrorDetail as ContractErrorDetail,
  ProjectionFailure,
  Schemas,
  UserStatus,
} from '@gulf-art/contracts';

type ContractProjectionHealth = Schemas['ProjectionHealth'];

export { LIFECYCLE_STAGES, RISK_LEVELS, ROLES, USER_STATUSES, type Role } from '@gulf-art/contracts';
export type { ProjectionFailure, UserStatus };

export interface Profile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  roles: string[];
  status: string;
}

export interface UserRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  status: UserStatus;
  riskLevel?: string;
  /** What the signals give; `riskLevel` is staff's override when there is one. */
  computedRiskLevel?: string;
  riskOverride?: { level: string; reason: string; by: string | null; at: string } | null;
  lifecycleStage?: string;
  stage?: string;
  joinedAt?: string;
  lastActiveAt?: string;
  profileCompleteness?: number;
  phone?: string;
  location?: string;
  bio?: string;
  /** The language the person's e-mails come in; absent until they choose (English applies). */
  language?: 'en' | 'ar';
}

/** An error answer as read off the wire: the contract's shape, any part of which a proxy may have dropped. */
export type ApiErrorDetail = Pick<ContractErrorDetail, 'field' | 'code' | 'message'> & Partial<ContractErrorDetail>;
export type ApiErrorBody = Pick<ApiError, 'statusCode' | 'code' | 'message'> &
  Partial<Omit<ApiError, 'details'>> & { details?: ApiErrorDetail[] };

export interface BulkResult {
  succeeded: string[];
  failed: { id: string; message: string; messageAr?: string }[];
}

export interface StreamSummary {
  id: string;
  streamName: string;
  revision: number;
  lastRecordedAt: string;
}

export interface StoredEvent {
  revision: number;
  position: number | string;
  eventId: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recordedAt: string;
}

export interface ChainVerdict {
  chained: boolean;
  valid: boolean;
  brokenAt: number | null;
  reason?: string | null;
  reasonAr?: string | null;
  headSignatureValid?: boolean | null;
}

export interface StreamDetail {
  streamName: string;
  events: StoredEvent[];
  chain: ChainVerdict;
}

export interface StateAtRevision {
  revision: number;
  state: unknown;
}

/**
 * GET /api/admin/projections: a projection's health with the event it stopped at and the events it skipped (the
 * contract's ProjectionHealth; the status is kept as text, so a status a newer server adds still shows).
 */
export type ProjectionDetail = Omit<ContractProjectionHealth, 'status'> & { status: string };
/** What the dashboard shows of each projection. */
export type ProjectionHealth = Pick<ProjectionDetail, 'name' | 'position' | 'lag' | 'status'>;

export interface DashboardSummary {
  counts: Record<string, number>;
  projections: ProjectionHealth[];
  /** Per queue (email, zatca, pdf): how many jobs are in each state. */
  jobs: Record<string, Partial<Record<'waiting' | 'active' | 'delayed' | 'failed' | 'completed', number>>>;
}
