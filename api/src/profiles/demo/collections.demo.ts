import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';

/** Demo collections: seeded after the artworks they gather (see demo/seed-demo.ts). Safe to run on every start. */
export async function seedCollectionsDemo(_app: INestApplication, _runtime: Runtime): Promise<void> {}
