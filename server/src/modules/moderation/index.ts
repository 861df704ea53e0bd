import type { PortalModule } from '../../core/module.js';
import { BlacklistEntry } from './blacklist.entity.js';
import { blacklistCrud, BlacklistEntryResolver } from './blacklist.js';

/** Submissions ask this before accepting anything from a reader. */
export { assertNotBarred, barringEntry } from './blacklist.js';
export { BlacklistEntry };
export const moderationCruds = [blacklistCrud];

export const moderationModule: PortalModule = {
  name: 'moderation',
  entities: [BlacklistEntry],
  resolvers: [blacklistCrud.resolver, BlacklistEntryResolver],
};
