import { authModule } from './modules/auth/index.js';
import { catalogueModule } from './modules/catalogue/index.js';
import { contentModule } from './modules/content/index.js';
import { usersModule } from './modules/users/index.js';
import { openDataModule } from './modules/open-data/index.js';
import { moderationModule } from './modules/moderation/index.js';
import { interactionModule } from './modules/interaction/index.js';
import { circulationModule } from './modules/circulation/index.js';
import { sharingModule } from './modules/sharing/index.js';
import { activityModule } from './modules/activity/index.js';
import { readingModule } from './modules/reading/index.js';
import { systemModule } from './modules/system/index.js';
import { pointsModule } from './modules/points/index.js';
import { statsModule } from './modules/stats/index.js';

/** Every domain module; a new one is added here and nowhere else. */
export const modules = [
  usersModule,
  authModule,
  contentModule,
  catalogueModule,
  moderationModule,
  interactionModule,
  activityModule,
  circulationModule,
  openDataModule,
  sharingModule,
  readingModule,
  systemModule,
  pointsModule,
  statsModule,
];
