/**
 * `@RequiresFeature('auctions')` on a route: while the feature is switched off for the caller, the route answers
 * 403 `feature_unavailable` in English and Arabic and does nothing (the storefront hides the feature; this keeps
 * an old page or a script from writing to it anyway). Runs after the session guard, so the caller is known.
 */
import { applyDecorators, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { forbidden } from '../../platform/errors/domain-errors.js';
import type { Feature } from '../domain/settings.events.js';
import { SettingsQueries } from '../application/settings-queries.js';
import { FEATURE_LABELS } from './feature-labels.js';

const FEATURE_KEY = 'requiresFeature';

export const featureUnavailable = (feature: Feature) =>
  forbidden(
    `${FEATURE_LABELS[feature].en} are not available at the moment.`,
    `${FEATURE_LABELS[feature].ar} غير متاحة حاليًا.`,
    'feature_unavailable',
  );

@Injectable()
export class FeatureGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly settings: SettingsQueries,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.get<Feature | undefined>(FEATURE_KEY, context.getHandler());
    if (!feature) return true;
    const account = context.switchToHttp().getRequest<Request>().account ?? null;
    if (!(await this.settings.isOn(feature, account))) throw featureUnavailable(feature);
    return true;
  }
}

export const RequiresFeature = (feature: Feature) =>
  applyDecorators(SetMetadata(FEATURE_KEY, feature), UseGuards(FeatureGuard));
