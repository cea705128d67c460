import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import { createFeedbackRepository } from '../feedback/feedback.repository';
import { registerFeedbackRoutes } from '../feedback/feedback.routes';
import { createFeedbackService } from '../feedback/feedback.service';
import { createCategoriesRepository } from './categories.repository';
import { registerCategoryRoutes } from './categories.routes';
import { createCategoriesService } from './categories.service';
import { createContentRepository } from './content.repository';
import { registerContentRoutes } from './content.routes';
import { createContentService } from './content.service';
import { createGeographyRepository } from './geography.repository';
import { registerGeographyRoutes } from './geography.routes';
import { createGeographyService } from './geography.service';
import { registerReferenceRoutes } from './reference.routes';

/** Categories, places, currencies and reference lists, static content, and feedback to the team. */
export function registerCatalogue(api: FastifyInstance, { db, caches }: Infrastructure) {
  registerCategoryRoutes(api, createCategoriesService(createCategoriesRepository(db)), caches.catalogue);
  registerGeographyRoutes(api, createGeographyService(createGeographyRepository(db)), caches.catalogue);
  registerReferenceRoutes(api, caches.catalogue);
  registerContentRoutes(api, createContentService(createContentRepository(db)));
  registerFeedbackRoutes(api, createFeedbackService(createFeedbackRepository(db)));
}
