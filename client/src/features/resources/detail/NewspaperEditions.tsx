import { Button, Field, Input, Skeleton, Stack, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { NewspaperEditions_NewspaperFragment } from '../../../gql/graphql';
import { EmptyNote } from '../../site/EmptyNote';
import { DetailSection } from './DetailSection';
import { EditionPages } from './EditionPages';
import { initialMonth, monthOf, parseMonth } from './editions';

export const NewspaperEditions_newspaper = graphql(`
  fragment NewspaperEditions_newspaper on Newspaper {
    id
    recentEditions: editions(limit: 31) {
      ...EditionPages_edition
    }
  }
`);

export const NewspaperEditionsQuery = graphql(`
  query NewspaperEditionsQuery($id: ID!, $year: Int!, $month: Int!) {
    resource(id: $id, kind: newspaper) {
      id
      ... on Newspaper {
        editions(year: $year, month: $month) {
          ...EditionPages_edition
        }
      }
    }
  }
`);

/**
 * 往期报纸: a month picker, that month's editions by date, and the pages of the chosen one. The
 * newest month comes with the page (the 31 newest editions hold all of it); another month is asked
 * for with editions(year, month).
 */
export function NewspaperEditions({ newspaper }: { newspaper: NewspaperEditions_NewspaperFragment }) {
  const recent = newspaper.recentEditions;
  const first = initialMonth(recent[0]?.editionDate);
  const [month, setMonth] = useState(first);
  const [chosenId, setChosenId] = useState<string>();
  const parsed = parseMonth(month);
  const own = month === first;

  const { data, loading } = useQuery(NewspaperEditionsQuery, {
    variables: { id: newspaper.id, year: parsed?.year ?? 0, month: parsed?.month ?? 0 },
    skip: own || !parsed,
  });
  const asked = data?.resource.__typename === 'Newspaper' ? data.resource.editions : undefined;
  const editions = own ? recent.filter((edition) => monthOf(edition.editionDate) === month) : (asked ?? []);
  const chosen = editions.find((edition) => edition.id === chosenId) ?? editions[0];

  return (
    <DetailSection
      id="editions"
      title="往期报纸"
      aside={
        <Field.Root orientation="horizontal" w="auto" gap="2">
          <Field.Label fontSize="sm" whiteSpace="nowrap">
            选择月份
          </Field.Label>
          <Input
            type="month"
            size="sm"
            w="44"
            value={month}
            onChange={(event) => {
              setMonth(event.target.value);
              setChosenId(undefined);
            }}
          />
        </Field.Root>
      }
    >
      {!own && loading && !asked ? (
        <Stack gap="3" aria-busy="true" role="status" aria-label="报纸加载中">
          <Skeleton h="8" />
          <Skeleton h="40" />
        </Stack>
      ) : editions.length === 0 ? (
        <EmptyNote title="该月暂无报纸" description={recent[0] ? `最新一期为 ${recent[0].editionDate}` : undefined}>
          {recent[0] && !own && (
            <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setMonth(first)}>
              查看最新一期
            </Button>
          )}
        </EmptyNote>
      ) : (
        <Stack gap="5">
          <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="期次">
            {editions.map((edition) => (
              <li key={edition.id}>
                <Button
                  size="sm"
                  colorPalette="brand"
                  variant={edition.id === chosen?.id ? 'solid' : 'outline'}
                  aria-pressed={edition.id === chosen?.id}
                  aria-label={edition.editionDate}
                  onClick={() => setChosenId(edition.id)}
                >
                  {edition.editionDate.slice(5)}
                </Button>
              </li>
            ))}
          </Wrap>
          {chosen && <EditionPages edition={chosen} />}
        </Stack>
      )}
    </DetailSection>
  );
}
