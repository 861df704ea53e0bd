import { useQuery } from '@apollo/client/react';
import { Button, Card, HStack, Input, Link, List, Stack, Stat, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import { readerStatPath } from './paths';

const ReaderSearchQuery = graphql(`
  query AdminStatReaderSearch($keyword: String!) {
    adminReaders(filter: { keyword: $keyword }, page: 1, pageSize: 10) {
      items {
        id
        name
        cardNumber
      }
      total
    }
  }
`);

const ReaderQuery = graphql(`
  query AdminStatReader($id: ID!) {
    adminReader(id: $id) {
      id
      name
      cardNumber
    }
  }
`);

/** 用户统计: find any reader by card number, name or phone and open their record (not only the most active). */
export function ReaderStatSearch() {
  // The empty-search message stays until the next search (reValidateMode).
  const form = useForm<{ text: string }>({ defaultValues: { text: '' }, reValidateMode: 'onSubmit' });
  const [keyword, setKeyword] = useState('');
  const { data, loading } = useQuery(ReaderSearchQuery, { variables: { keyword }, skip: !keyword });
  const found = keyword ? data?.adminReaders : undefined;

  // An empty search also clears the last one's readers.
  const submit = form.handleSubmit(
    ({ text }) => setKeyword(text.trim()),
    () => setKeyword(''),
  );

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <form onSubmit={(event) => void submit(event)} role="search" aria-label="查找读者">
            <HStack gap="2" align="end" wrap="wrap">
              <FormField label="查看读者记录" error={form.formState.errors.text?.message} width="auto">
                <Input
                  size="sm"
                  width="64"
                  placeholder="读者证号、姓名或手机号"
                  {...form.register('text', { validate: (value) => !!value.trim() || '请输入读者证号或姓名' })}
                />
              </FormField>
              <Button size="sm" type="submit" loading={loading}>
                查找
              </Button>
            </HStack>
          </form>
          {found && found.items.length === 0 && <Text color="fg.muted">未找到读者</Text>}
          {found && found.items.length > 0 && (
            <List.Root variant="plain" gap="1" aria-label="找到的读者">
              {found.items.map((reader) => (
                <List.Item key={reader.id}>
                  <Link asChild color="brand.600">
                    <RouterLink to={readerStatPath(reader.id)}>{`${reader.name}（${reader.cardNumber}）`}</RouterLink>
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          )}
          {found && found.total > found.items.length && (
            <Text fontSize="sm" color="fg.muted">{`共 ${found.total} 位读者，仅显示前 ${found.items.length} 位，请输入更完整的读者证号或姓名`}</Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** 读者记录: whose record this is. */
export function ReaderStatHeader({ id }: { id: string }) {
  const { data } = useQuery(ReaderQuery, { variables: { id } });
  const reader = data?.adminReader;
  if (!reader) return null;
  return (
    <Card.Root>
      <Card.Body>
        <HStack gap="8" wrap="wrap">
          <Stat.Root>
            <Stat.Label>读者</Stat.Label>
            <Stat.ValueText fontSize="md">{reader.name}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>读者证号</Stat.Label>
            <Stat.ValueText fontSize="md">{reader.cardNumber}</Stat.ValueText>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
