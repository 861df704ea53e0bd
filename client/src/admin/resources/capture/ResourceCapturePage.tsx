import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Card, DataList, Field, Heading, HStack, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { LuDownload, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { showSuccess } from '../../../components/ui/toaster';
import { graphql } from '../../gql';
import type { AdminCaptureResourceMutation, ResourceKind } from '../../gql/graphql';
import { KIND_SPECS } from '../kinds';
import { editPath, HAS_ISBN } from './capture-kinds';
import { KindSelectField } from './KindSelectField';

const CaptureResourceMutation = graphql(`
  mutation AdminCaptureResource($url: String!) {
    captured: captureResource(url: $url) {
      title
      creators
      cover
      coverSourceUrl
      summary
      keywords
      publisher
      publishYear
      isbn
      language
      kind
      sourceUrl
      warnings
    }
  }
`);

export const CREATED = '创建成功';
const CAPTURE_FAILED = '采集失败，请稍后重试';

type Captured = AdminCaptureResourceMutation['captured'];

/** The captured fields as the create input of a kind: only what the page gave, ISBN for books and ebooks. */
export function captureInput(kind: ResourceKind, captured: Captured, title: string): Record<string, unknown> {
  const input: Record<string, unknown> = { title: title.trim() };
  if (captured.creators.length) input.creators = captured.creators;
  if (captured.keywords.length) input.keywords = captured.keywords;
  for (const key of ['cover', 'summary', 'publisher', 'publishYear', 'language'] as const) {
    if (captured[key] != null && captured[key] !== '') input[key] = captured[key];
  }
  if (HAS_ISBN.has(kind) && captured.isbn) input.isbn = captured.isbn;
  return input;
}

/**
 * 资源采集: a web page's address is read by the server (captureResource), its metadata shown with
 * what could not be done; the metadata then becomes a new resource of the chosen kind, to finish
 * on the kind's form.
 */
export function ResourceCapturePage() {
  const client = useApolloClient();
  // The address's error (a rule's or the capture's failure) stays until the next try (reValidateMode).
  const addressForm = useForm<{ url: string }>({ defaultValues: { url: '' }, reValidateMode: 'onSubmit' });
  const urlError = addressForm.formState.errors.url?.message;
  const [captured, setCaptured] = useState<Captured>();
  // What the captured page becomes: its title (required, marked as soon as it is empty) and kind.
  const resourceForm = useForm<{ title: string; kind: ResourceKind }>({ defaultValues: { title: '', kind: 'book' } });
  const titleMissing = !useWatch({ control: resourceForm.control, name: 'title' }).trim();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ kind: ResourceKind; id: string }>();
  const [capture, { loading }] = useMutation(CaptureResourceMutation, { context: { quiet: true } });

  const failed = (message: string) => addressForm.setError('url', { type: 'server', message });
  const submit = addressForm.handleSubmit(async ({ url }) => {
    try {
      const { data } = await capture({ variables: { url: url.trim() } });
      if (!data) return failed(CAPTURE_FAILED);
      setCaptured(data.captured);
      resourceForm.reset({ kind: data.captured.kind ?? 'book', title: data.captured.title ?? '' });
      setCreated(undefined);
    } catch (error) {
      failed(CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? CAPTURE_FAILED) : CAPTURE_FAILED);
    }
  });

  const create = async () => {
    const { kind, title } = resourceForm.getValues();
    if (!captured || !title.trim()) return;
    setCreating(true);
    try {
      const { data } = await client.mutate({ mutation: KIND_SPECS[kind].create, variables: { input: captureInput(kind, captured, title) } });
      if (data) {
        setCreated({ kind, id: data.result.id });
        showSuccess(CREATED);
      }
    } catch {
      // The error link has said why.
    } finally {
      setCreating(false);
    }
  };

  return (
    <Stack gap="4" maxWidth="5xl">
      <Heading as="h2" size="xl" fontWeight="semibold">
        资源采集
      </Heading>
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="资源采集">
            <FormField label="网页地址" error={urlError} helper="填写图书、期刊等资源的详情页地址，读取其题名、责任者、封面等信息">
              <HStack width="full" align="start">
                <Input type="url" {...addressForm.register('url', { validate: (value) => !!value.trim() || '请输入网址' })} placeholder="https://" />
                <Button type="submit" colorPalette="brand" loading={loading} loadingText="采集中">
                  <LuDownload /> 采集
                </Button>
              </HStack>
            </FormField>
          </form>
        </Card.Body>
      </Card.Root>

      {captured && (
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <Stack gap="4">
              {captured.warnings.length > 0 && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>采集提示</Alert.Title>
                    <Alert.Description>
                      <Stack as="ul" gap="1" aria-label="采集提示">
                        {captured.warnings.map((warning) => (
                          <li key={warning}>{warning}</li>
                        ))}
                      </Stack>
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <HStack align="start" gap="6">
                {captured.cover ? (
                  <Image src={captured.cover} alt="封面" width="32" rounded="md" borderWidth="1px" />
                ) : (
                  <Box
                    width="32"
                    height="44"
                    rounded="md"
                    borderWidth="1px"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    color="fg.muted"
                  >
                    <Text fontSize="sm">无封面</Text>
                  </Box>
                )}
                <DataList.Root orientation="horizontal" flex="1" aria-label="采集结果">
                  {(
                    [
                      ['题名', captured.title],
                      ['责任者', captured.creators.join('；')],
                      ['出版者', captured.publisher],
                      ['出版年', captured.publishYear],
                      ['ISBN', captured.isbn],
                      ['语种', captured.language],
                      ['关键词', captured.keywords.join('；')],
                      ['摘要', captured.summary],
                    ] as Array<[string, string | number | null | undefined]>
                  ).map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.ItemLabel>{label}</DataList.ItemLabel>
                      <DataList.ItemValue whiteSpace="pre-wrap">
                        {value === null || value === undefined || value === '' ? '—' : value}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                  <DataList.Item>
                    <DataList.ItemLabel>来源</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Link href={captured.sourceUrl} target="_blank" rel="noreferrer" wordBreak="break-all">
                        {captured.sourceUrl}
                      </Link>
                    </DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
              </HStack>

              <HStack align="end" gap="4" wrap="wrap" borderTopWidth="1px" pt="4">
                <Field.Root width="auto" invalid={titleMissing}>
                  <Field.Label>题名</Field.Label>
                  <Input {...resourceForm.register('title')} minWidth="64" />
                </Field.Root>
                <Controller
                  control={resourceForm.control}
                  name="kind"
                  render={({ field }) => <KindSelectField value={field.value} onChange={field.onChange} />}
                />
                <Button colorPalette="brand" onClick={() => void create()} loading={creating} loadingText="创建中" disabled={titleMissing}>
                  <LuPlus /> 创建资源
                </Button>
              </HStack>
              {created && (
                <Text role="status">
                  {CREATED}，
                  <Link asChild colorPalette="brand" fontWeight="medium">
                    <RouterLink to={editPath(created.kind, created.id)}>去完善资源信息</RouterLink>
                  </Link>
                </Text>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
