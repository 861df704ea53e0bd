import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Switch, Table, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSave } from 'react-icons/lu';
import { showSuccess } from '../../../components/ui/toaster';
import { graphql } from '../../gql';
import type { FieldList } from '../../gql/graphql';

/** The public lists whose fields can be hidden, as the site names them. */
export const FIELD_LISTS: ReadonlyArray<{ value: FieldList; label: string; description: string }> = [
  { value: 'resource', label: '资源列表', description: '图书、期刊、音视频等各类资源的列表卡片' },
  { value: 'news', label: '资讯列表', description: '资讯动态各栏目的新闻列表' },
];

/** Spec §8: the field-hiding edit answers 编辑成功. */
export const EDITED = '编辑成功';

const ListFieldsQuery = graphql(`
  query AdminListFields($list: FieldList!) {
    fields: listFields(list: $list) {
      id
      name
      isHide
    }
  }
`);

const EditListFieldsMutation = graphql(`
  mutation AdminEditListFields($list: FieldList!, $field: [ListFieldInput!]!) {
    result: editListFields(list: $list, field: $field) {
      id
      name
      isHide
    }
  }
`);

/** One list's fields, each with a 显示 switch; 保存 sends them all (the spec's `field` payload). */
function ListFieldsForm({ list }: { list: FieldList }) {
  const { data, loading, error } = useQuery(ListFieldsQuery, { variables: { list }, fetchPolicy: 'network-only' });
  const [edits, setEdits] = useState<Record<string, boolean>>({});
  const [edit, { loading: saving }] = useMutation(EditListFieldsMutation);
  const fields = data?.fields ?? [];
  const hidden = (id: string, stored: boolean) => edits[id] ?? stored;

  const save = async () => {
    try {
      await edit({ variables: { list, field: fields.map((f) => ({ id: f.id, isHide: hidden(f.id, f.isHide) })) } });
    } catch {
      // The error catalogue has said what went wrong; the switches keep the unsaved choice.
      return;
    }
    setEdits({});
    showSuccess(EDITED);
  };

  if (loading && !data)
    return (
      <Stack gap="3" aria-busy="true" role="status" aria-label="加载中">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h="8" />
        ))}
      </Stack>
    );
  if (error && !data) return <Text color="fg.muted">字段加载失败，请刷新重试</Text>;
  return (
    <Stack gap="4">
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>字段</Table.ColumnHeader>
            <Table.ColumnHeader w="40">前台显示</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field) => {
            const shown = !hidden(field.id, field.isHide);
            return (
              <Table.Row key={field.id}>
                <Table.Cell>{field.name}</Table.Cell>
                <Table.Cell>
                  <Switch.Root
                    checked={shown}
                    onCheckedChange={(e) => setEdits((current) => ({ ...current, [field.id]: !e.checked }))}
                    colorPalette="brand"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>
                      <Box as="span" srOnly>{`显示${field.name}`}</Box>
                      <span aria-hidden="true">{shown ? '显示' : '隐藏'}</span>
                    </Switch.Label>
                  </Switch.Root>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <HStack justify="flex-end">
        <Button colorPalette="brand" onClick={() => void save()} loading={saving} loadingText="保存中">
          <LuSave /> 保存
        </Button>
      </HStack>
    </Stack>
  );
}

/** 系统管理 › 字段设置 (/admin/fieldSetting): per public list, which fields the public pages show. */
export function FieldSettingsPage() {
  const [list, setList] = useState<FieldList>('resource');
  const current = FIELD_LISTS.find((l) => l.value === list)!;
  return (
    <Stack gap="4" maxWidth="3xl">
      <Heading as="h2" size="xl" fontWeight="semibold">
        字段设置
      </Heading>
      <Tabs.Root value={list} onValueChange={(e) => setList(e.value as FieldList)} variant="line" colorPalette="brand">
        <Tabs.List>
          {FIELD_LISTS.map((l) => (
            <Tabs.Trigger key={l.value} value={l.value}>
              {l.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <Card.Root variant="outline" bg="bg">
        <Card.Body gap="4">
          <Text color="fg.muted" fontSize="sm">
            {current.description}：关闭的字段在前台列表中不再显示。
          </Text>
          <ListFieldsForm key={list} list={list} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
