import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Box, Button, Card, Grid, GridItem, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuArrowLeft, LuSave } from 'react-icons/lu';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { showError, showSuccess } from '../../components/ui/toaster';
import { DEFAULT_FAILURE, reportFailure } from '../../lib/error-catalogue';
import { FormFieldControl } from './FormFieldControl';
import { initialValues, toInput, validate, validateField, type FormErrors, type FormValue, type FormValues } from './form-values';
import type { AnyResource } from './types';

export const SAVED = '保存成功';

/** Where the list was (its URL state), handed over by the list page when it opened the form. */
interface FormLocationState {
  listSearch?: string;
}

/**
 * The one form page of the back office: create (`<path>/new`) and edit (`<path>/:id`), driven by
 * the entity's config. Required fields and formats are checked here in Chinese; the server's
 * BAD_USER_INPUT shows under the field its `extensions.field` names. 保存 and 取消 both return
 * to the list as it was.
 */
export function AdminFormPage({ config }: { config: AnyResource }) {
  const id = useParams().id;
  const editing = !!id && id !== 'new';
  const { data, loading, error } = useQuery(config.get, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const title = `${editing ? '编辑' : '新增'}${config.noun}`;
  const record = data?.item as Record<string, unknown> | undefined;

  return (
    <Stack gap="4" maxWidth="5xl">
      <Heading as="h2" size="xl" fontWeight="semibold">
        {title}
      </Heading>
      {editing && !record ? (
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            {error && !loading ? (
              <Text color="fg.muted">内容加载失败，请返回列表重试</Text>
            ) : (
              <Stack gap="5" aria-busy="true" aria-label="加载中">
                {[1, 2, 3, 4].map((n) => (
                  <Skeleton key={n} height="10" />
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      ) : (
        <EntityForm key={id ?? 'new'} config={config} id={editing ? id : undefined} record={record} />
      )}
    </Stack>
  );
}

function EntityForm({ config, id, record }: { config: AnyResource; id?: string; record?: Record<string, unknown> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<FormValues>(() => {
    const { listSearch = '' } = (location.state ?? {}) as FormLocationState;
    return initialValues(config.fields, record, Object.fromEntries(new URLSearchParams(listSearch)));
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [create, created] = useMutation(config.create, { context: { quiet: true } });
  const [update, updated] = useMutation(config.update, { context: { quiet: true } });
  const saving = created.loading || updated.loading;

  const backToList = () => {
    const { listSearch = '' } = (location.state ?? {}) as FormLocationState;
    navigate({ pathname: `/admin/${config.path}`, search: listSearch });
  };

  const change = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A field that was marked wrong is checked again as it is corrected.
    if (errors[name]) {
      const field = config.fields.find((f) => f.name === name)!;
      setErrors((e) => {
        const { [name]: _removed, ...rest } = e;
        const message = validateField(field, value);
        return message ? { ...rest, [name]: message } : rest;
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(config.fields, values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusField(Object.keys(found)[0]);
      return;
    }
    try {
      if (id) await update({ variables: { id, input: { ...toInput(config.fields, values, 'update'), ...config.fixedInput } } });
      else await create({ variables: { input: { ...toInput(config.fields, values, 'create'), ...config.fixedInput } } });
      showSuccess(SAVED);
      backToList();
    } catch (error) {
      showServerError(error);
    }
  };

  /** BAD_USER_INPUT naming one of our fields goes under it; anything else through the error catalogue. */
  const showServerError = (error: unknown) => {
    if (!CombinedGraphQLErrors.is(error)) return showError(DEFAULT_FAILURE);
    const fieldErrors: FormErrors = {};
    for (const e of error.errors) {
      const name = String(e.extensions?.field ?? '').replace(/^input\./, '');
      if (e.extensions?.code === 'BAD_USER_INPUT' && config.fields.some((f) => f.name === name)) fieldErrors[name] ??= e.message;
      else reportFailure({ status: e.extensions?.status as number | undefined, message: e.message });
    }
    if (Object.keys(fieldErrors).length) {
      setErrors((current) => ({ ...current, ...fieldErrors }));
      focusField(Object.keys(fieldErrors)[0]);
    }
  };

  const focusField = (name: string) => {
    const element = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element?.querySelector<HTMLElement>('input:not([type=hidden]):not([type=file]), textarea, select, [contenteditable=true]')?.focus({ preventScroll: true });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${id ? '编辑' : '新增'}${config.noun}`}>
      <Card.Root variant="outline" bg="bg">
        <Card.Body p={{ base: '4', md: '6' }}>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} columnGap="6" rowGap="5">
            {config.fields.map((field) => (
              <GridItem key={field.name} colSpan={{ base: 1, md: field.half ? 1 : 2 }} data-field={field.name}>
                <FormFieldControl field={field} value={values[field.name]} error={errors[field.name]} onChange={(value) => change(field.name, value)} itemId={id} />
              </GridItem>
            ))}
          </Grid>
        </Card.Body>
        <Box position="sticky" bottom="0" zIndex="1" bg="bg" borderTopWidth="1px" roundedBottom="md">
          <HStack justify="flex-end" gap="3" px={{ base: '4', md: '6' }} py="3">
            <Button type="button" variant="outline" onClick={backToList} disabled={saving}>
              <LuArrowLeft /> 取消
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText="保存中">
              <LuSave /> 保存
            </Button>
          </HStack>
        </Box>
      </Card.Root>
    </form>
  );
}
