import { Button, Checkbox, CheckboxGroup, Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/ui/dialog';
import { useCallback, useState } from 'react';
import type { Option } from './types';

export interface ChoiceRequest {
  /** The dialog's title: the action (授权, 批量授权). */
  title: string;
  /** What is chosen (访问权限). */
  label: string;
  options: readonly Option[];
  /** Several values at once (a reader's rights): check boxes, and none checked is an answer too. */
  multiple?: boolean;
  /** The value chosen at first (the row's current one; its values when `multiple`). */
  value?: string | readonly string[];
  /** A line under the choice (已选择 3 项). */
  note?: string;
}

/** One value, or the values checked when the request was `multiple`. */
export type Choice = string | string[];

interface Pending extends ChoiceRequest {
  resolve(value: Choice | undefined): void;
}

/**
 * Asks for one value of a few (e.g. the permission of 批量授权), or several (`multiple`: a reader's
 * rights): `ask` opens the dialog and resolves to what was chosen with 确定, or undefined on 取消
 * or close. Render `dialog` once.
 */
export function useChoice() {
  const [pending, setPending] = useState<Pending>();
  const ask = useCallback((request: ChoiceRequest) => new Promise<Choice | undefined>((resolve) => setPending({ ...request, resolve })), []);
  const answer = (value: Choice | undefined) => {
    pending?.resolve(value);
    setPending(undefined);
  };
  return { ask, dialog: <ChoiceDialog key={pending ? 'open' : 'closed'} request={pending} onAnswer={answer} /> };
}

function ChoiceDialog({ request, onAnswer }: { request?: ChoiceRequest; onAnswer(value: Choice | undefined): void }) {
  const initial = request?.value;
  const [value, setValue] = useState(typeof initial === 'string' ? initial : '');
  const [values, setValues] = useState<string[]>(Array.isArray(initial) ? [...initial] : []);
  return (
    <AppDialog
      open={!!request}
      onClose={() => onAnswer(undefined)}
      size="sm"
      title={request?.title}
      footer={
        <>
          <Button variant="outline" onClick={() => onAnswer(undefined)}>
            取消
          </Button>
          <Button colorPalette="brand" disabled={!request?.multiple && !value} onClick={() => onAnswer(request?.multiple ? values : value)}>
            确定
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {request?.multiple ? (
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="medium" mb="2">
              {request.label}
            </Fieldset.Legend>
            <CheckboxGroup value={values} onValueChange={setValues} aria-label={request.label}>
              <Stack gap="2.5">
                {request.options.map((option) => (
                  <Checkbox.Root key={option.value} value={option.value} colorPalette="brand">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{option.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </CheckboxGroup>
          </Fieldset.Root>
        ) : (
          <RadioGroup.Root value={value} onValueChange={(e) => setValue(e.value ?? '')} colorPalette="brand" aria-label={request?.label}>
            <RadioGroup.Label fontWeight="medium" mb="2">
              {request?.label}
            </RadioGroup.Label>
            <Stack gap="2.5">
              {request?.options.map((option) => (
                <RadioGroup.Item key={option.value} value={option.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        {request?.note && (
          <Text fontSize="sm" color="fg.muted">
            {request.note}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
