import { useQuery } from '@apollo/client/react';
import { Card, HStack, Stat } from '@chakra-ui/react';
import { graphql } from '../gql';

const ActivityCapacityQuery = graphql(`
  query AdminActivityCapacity($id: ID!) {
    adminActivity(id: $id) {
      id
      title
      capacity
      signedUpCount
      waitingCount
    }
  }
`);

/** 名额使用: the activity's places taken now (from the activity itself, not the event log). */
export function ActivityCapacity({ id }: { id: string }) {
  const { data } = useQuery(ActivityCapacityQuery, { variables: { id } });
  const activity = data?.adminActivity;
  if (!activity) return null;
  const use = activity.capacity ? `${Math.round((activity.signedUpCount / activity.capacity) * 100)}%` : '无需报名';
  return (
    <Card.Root>
      <Card.Body>
        <HStack gap="8" wrap="wrap">
          <Stat.Root>
            <Stat.Label>活动</Stat.Label>
            <Stat.ValueText fontSize="md">{activity.title}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>名额</Stat.Label>
            <Stat.ValueText>{activity.capacity}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>已报名</Stat.Label>
            <Stat.ValueText>{activity.signedUpCount}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>候补</Stat.Label>
            <Stat.ValueText>{activity.waitingCount}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>名额使用率</Stat.Label>
            <Stat.ValueText>{use}</Stat.ValueText>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
