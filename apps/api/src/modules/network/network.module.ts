import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createTargetsRepository } from '../favorites/targets.repository';
import { createNetworkRepository } from './network.repository';
import { registerNetworkRoutes } from './network.routes';
import { createNetwork } from './network.service';

/** Following providers. */
export function registerNetwork(api: FastifyInstance, { db }: Infrastructure, { guards }: Auth) {
  registerNetworkRoutes(api, {
    network: createNetwork(db, createNetworkRepository(db), createTargetsRepository(db)),
    guards,
  });
}
