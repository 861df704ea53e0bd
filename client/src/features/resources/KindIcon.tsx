import type { IconType } from 'react-icons';
import {
  LuBook,
  LuBookOpen,
  LuDatabase,
  LuFolderOpen,
  LuGraduationCap,
  LuHeadphones,
  LuImages,
  LuNewspaper,
  LuBookMarked,
  LuVideo,
} from 'react-icons/lu';
import type { ResourceKind } from '../../gql/graphql';

const ICONS: Record<ResourceKind, IconType> = {
  ebook: LuBookOpen,
  book: LuBook,
  audio: LuHeadphones,
  video: LuVideo,
  exhibition: LuImages,
  journal: LuBookMarked,
  newspaper: LuNewspaper,
  thesis: LuGraduationCap,
  database: LuDatabase,
  digital: LuFolderOpen,
};

/** The icon of a kind (decorative). */
export function KindIcon({ kind }: { kind: ResourceKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" />;
}
