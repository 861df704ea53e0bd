import type { PortalModule } from '../../core/module.js';
import { SharingResolver } from './sharing.resolver.js';

/** Sharing a resource with someone: its page's QR code, and a mail with its link (issue 14, account). */
export const sharingModule: PortalModule = {
  name: 'sharing',
  entities: [],
  resolvers: [SharingResolver],
};
