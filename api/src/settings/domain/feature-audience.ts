/**
 * Whether a feature is on for one caller. A percentage audience picks people by a hash of the feature and their
 * id, so the same person keeps the same answer from request to request (and each feature picks a different
 * share). Signed-out visitors are outside a percentage; staff see every feature that is on.
 */
import type { ToggleSetting } from './settings.events.js';
import { isStaffRole } from '../../platform/auth/roles.js';

export interface Caller {
  userId: string;
  roles: readonly string[];
}

/** 0–99, stable for a feature and a person (FNV-1a over the UTF-16 units: pure, and spread well enough). */
export function bucketOf(feature: string, userId: string): number {
  const text = `${feature}:${userId}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 100;
}

export function isOnFor(feature: string, setting: ToggleSetting, caller: Caller | null): boolean {
  if (!setting.enabled) return false;
  if (caller && caller.roles.some(isStaffRole)) return true;
  if (setting.audience === 'all') return true;
  if (setting.audience === 'staff' || !caller) return false;
  return bucketOf(feature, caller.userId) < setting.percentage;
}
