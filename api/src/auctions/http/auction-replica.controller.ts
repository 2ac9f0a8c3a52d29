/**
 * GET /api/health/auctions: which replica answers, how many lots it owns, and how many commands it forwarded to
 * other replicas, ran for them, or took over from a silent one. Operators (and the replica tests) see from it
 * that each lot is written by one process. Staff only in production.
 */
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/guards/auth.decorators.js';
import { StaffOnlyInProduction } from '../../platform/auth/guards/staff-only.js';
import { LotForwarding } from '../hot-lot/lot-forwarding.js';

@ApiTags('operations')
@Controller('api/health/auctions')
export class AuctionReplicaController {
  constructor(private readonly forwarding: LotForwarding) {}

  @Get()
  @Public()
  @StaffOnlyInProduction()
  replica() {
    return this.forwarding.stats();
  }
}
