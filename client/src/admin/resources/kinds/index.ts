import type { ResourceKind } from '../../gql/graphql';
import { audio } from './audio';
import { book } from './book';
import { database } from './database';
import { digital } from './digital';
import { ebook } from './ebook';
import { exhibition } from './exhibition';
import { journal } from './journal';
import { newspaper } from './newspaper';
import { thesis } from './thesis';
import { video } from './video';
import type { KindSpec } from './kind-spec';

export type { KindSpec } from './kind-spec';

/** Every resource kind's spec, by kind. */
export const KIND_SPECS: Record<ResourceKind, KindSpec> = { book, ebook, audio, thesis, newspaper, journal, video, exhibition, database, digital };
