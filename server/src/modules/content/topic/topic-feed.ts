import type { EntityManager } from '@mikro-orm/postgresql';
import type { Resource } from '../../catalogue/index.js';
import { Topic } from './topic.entity.js';
import { sectionsOf, visibleItems } from './topic.resolvers.js';

export interface TopicFeed {
  topic: Topic;
  /** Each enabled section with the resources a guest sees, in order. */
  sections: Array<{ title: string; resources: Resource[] }>;
}

/** A topic as a guest sees it (its feed, /feeds/topic/{id}); undefined when there is none to see. */
export async function topicFeed(em: EntityManager, id: number): Promise<TopicFeed | undefined> {
  const topic = await em.findOne(Topic, { id, enabled: true });
  if (!topic) return undefined;
  const [sections] = await sectionsOf(em, [topic.id]);
  const items = sections.length
    ? await visibleItems(
        em,
        undefined,
        sections.map((section) => section.id),
      )
    : [];
  return { topic, sections: sections.map((section, i) => ({ title: section.title, resources: items[i] })) };
}
