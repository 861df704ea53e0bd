import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';

export async function seedContent(_em: EntityManager, _config: Config) {}
