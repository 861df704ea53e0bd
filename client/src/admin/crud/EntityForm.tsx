import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Box, Button, Card, Grid, GridItem, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Fragment, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LuArrowLeft, LuSave } from 'react-icons/lu';
import { showError, showSuccess } from '../../components/ui/toaster';
import { DEFAULT_FAILURE, reportFailure } from '../../lib/error-catalogue';
import { FormFieldControl } from './FormFieldControl';
import { fieldErrorsOf } from '../../lib/field-errors';
import { initialValues, toInput, validate, validateField, type FormErrors, type FormValue, type FormValues } from './form-values';
import type { AnyResource, Row } from './types';

export const SAVED = '保存成功';

interface ItemFormProps {
  config: AnyResource;
  /** The item to edit; a new one without. */
  id?: string;
  /** Added to the input (the parent of a child item). */
  extraInput?: Record<string, unknown>;
  /** The list's filters (URL values): a new item's `fromList` fields start with them. */
  listFilters?: Record<string, string>;
  /** 'dialog': no card, a plain footer. */
  layout?: 'page' | 'dialog';
  /** Called after 保存 with what the create or update answered. */
  onSaved(result?: Row): void;
  onCancel(): void;
}

/** Whether the server refused a save naming this field (a confirmation it asks for: confirmResend). */
function refusedFor(error: unknown, field: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => fieldErrorsOf(e).some((named) => named.field === field));
}

/** Loads the item (when editing), then shows its form; create and edit of every entity, on a page or in a dialog. */
export function ItemForm(props: ItemFormProps) {
  const { config, id } = props;
  const { data, loading, error } = useQuery(config.get!, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const record = data?.item as Record<string, unknown> | undefined;
  if (id && !record) {
    return (
      <Frame layout={props.layout}>
        {error && !loading ? (
          <Text color="fg.muted">内容加载失败，请返回列表重试</Text>
        ) : (
          <Stack gap="5" aria-busy="true" role="status" aria-label="加载中">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} height="10" />
            ))}
          </Stack>
        )}
      </Frame>
    );
  }
  return <EntityForm key={id ?? 'new'} {...props} record={record} />;
}

function Frame({ layout = 'page', children }: { layout?: 'page' | 'dialog'; children: ReactNode }) {
  if (layout === 'dialog') return <Box>{children}</Box>;
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * The form: required fields and formats are checked here in Chinese; the server's BAD_USER_INPUT
 * shows under every field its `extensions.fieldErrors` names, anything else goes through the
 * error catalogue. 保存 says 保存成功 and calls onSaved.
 */
function EntityForm({
  config,
  id,
  record,
  extraInput,
  listFilters,
  layout = 'page',
  onSaved,
  onCancel,
}: ItemFormProps & { record?: Record<string, unknown> }) {
  // An edit leaves out what is only set on create (an initial password).
  const fields = id ? config.fields.filter((field) => !field.createOnly) : config.fields;
  // The values are the controls' own (form-values.ts), kept and checked by react-hook-form: the
  // checks run as one resolver over every field, and an error stays until its field is corrected.
  const form = useForm<FormValues>({
    defaultValues: initialValues(fields, record, listFilters),
    reValidateMode: 'onSubmit',
    // The first wrong field is scrolled to and focused by its place on the form (focusField).
    shouldFocusError: false,
    resolver: (current) => {
      const found = validate(fields, current);
      const errors = Object.fromEntries(Object.entries(found).map(([name, message]) => [name, { type: 'validate', message }]));
      return Object.keys(errors).length ? { values: {}, errors } : { values: current, errors: {} };
    },
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const errors: FormErrors = Object.fromEntries(Object.entries(form.formState.errors).map(([name, error]) => [name, String(error?.message ?? '')]));
  const [create, created] = useMutation(config.create!, { context: { quiet: true } });
  const [update, updated] = useMutation(config.update!, { context: { quiet: true } });
  const saving = created.loading || updated.loading;

  const change = (name: string, value: FormValue) => {
    form.setValue(name, value, { shouldDirty: true });
    // A field that was marked wrong is checked again as it is corrected.
    if (form.getFieldState(name).error) {
      const message = validateField(
        fields.find((f) => f.name === name)!,
        value,
      );
      if (message) form.setError(name, { type: 'validate', message });
      else form.clearErrors(name);
    }
  };

  const save = async (current: FormValues) => {
    const fixed = { ...config.fixedInput, ...extraInput };
    const send = (extra: Record<string, unknown> = {}) =>
      id
        ? update({ variables: { id, input: { ...toInput(fields, current, 'update'), ...fixed, ...extra } } })
        : create({ variables: { input: { ...toInput(fields, current, 'create'), ...fixed, ...extra } } });
    try {
      const { data } = await send();
      showSuccess(SAVED);
      onSaved(data?.result);
    } catch (error) {
      const resend = config.confirmResend;
      if (resend && refusedFor(error, resend.field)) {
        try {
          if (await resend.ask(() => send({ [resend.field]: true }))) onSaved();
        } catch (again) {
          showServerError(again);
        }
        return;
      }
      showServerError(error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A form in a dialog over another form: the outer one is not sent with it.
    event.stopPropagation();
    void form.handleSubmit(save, (found) => {
      const first = fields.find((f) => found[f.name]);
      if (first) focusField(first.name);
    })(event);
  };

  /** BAD_USER_INPUT: each field it names that the form has shows its message; anything else goes through the error catalogue. */
  const showServerError = (error: unknown) => {
    if (!CombinedGraphQLErrors.is(error)) return showError(DEFAULT_FAILURE);
    const fieldErrors: FormErrors = {};
    for (const e of error.errors) {
      const named = fieldErrorsOf(e);
      const ours = named.filter(({ field }) => fields.some((f) => f.name === field));
      for (const { field, message } of ours) fieldErrors[field] ??= message;
      // A field the form does not show (a fixed parent id, say) or no field at all: say it once, as a message.
      const other = named.find((n) => !ours.includes(n));
      if (ours.length === 0 || other) reportFailure({ status: e.extensions?.status as number | undefined, message: other?.message ?? e.message });
    }
    if (Object.keys(fieldErrors).length) {
      for (const [name, message] of Object.entries(fieldErrors)) form.setError(name, { type: 'server', message });
      focusField(fields.find((f) => fieldErrors[f.name])!.name);
    }
  };

  const focusField = (name: string) => {
    const element = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element
      ?.querySelector<HTMLElement>('input:not([type=hidden]):not([type=file]), textarea, select, [contenteditable=true]')
      ?.focus({ preventScroll: true });
  };

  const grid = (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} columnGap="6" rowGap="5">
      {fields.map((field) => (
        <Fragment key={field.name}>
          <GridItem colSpan={{ base: 1, md: field.half ? 1 : 2 }} data-field={field.name}>
            <FormFieldControl
              field={field}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(value) => change(field.name, value)}
              itemId={id}
            />
          </GridItem>
          {field.after && <GridItem colSpan={{ base: 1, md: 2 }}>{field.after({ values, set: change })}</GridItem>}
        </Fragment>
      ))}
    </Grid>
  );
  const buttons = (
    <HStack justify="flex-end" gap="3">
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        <LuArrowLeft /> 取消
      </Button>
      <Button type="submit" colorPalette="brand" loading={saving} loadingText="保存中">
        <LuSave /> 保存
      </Button>
    </HStack>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`${id ? '编辑' : '新增'}${config.noun}`}>
      {layout === 'dialog' ? (
        <Stack gap="6">
          {grid}
          {buttons}
        </Stack>
      ) : (
        <Card.Root variant="outline" bg="bg">
          <Card.Body p={{ base: '4', md: '6' }}>{grid}</Card.Body>
          <Box position="sticky" bottom="0" zIndex="1" bg="bg" borderTopWidth="1px" roundedBottom="md" px={{ base: '4', md: '6' }} py="3">
            {buttons}
          </Box>
        </Card.Root>
      )}
    </form>
  );
}
