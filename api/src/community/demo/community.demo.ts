import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';

/** Demo data of the community context (see demo/seed-demo.ts for the order). Safe to run on every start. */
export async function seedCommunityDemo(_app: INestApplication, _runtime: Runtime): Promise<void> {}
