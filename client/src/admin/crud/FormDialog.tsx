import { Button, HStack, Stack } from '@chakra-ui/react';
import { AppDialog } from '../../components/ui/dialog';
import { useState } from 'react';
import { ItemForm } from './EntityForm';
import type { AnyResource, Row } from './types';

interface FormDialogProps {
  config: AnyResource;
  /** What is open: a new item, an item by id, or nothing. */
  open: { id?: string } | undefined;
  extraInput?: Record<string, unknown>;
  listFilters?: Record<string, string>;
  onClose(saved: boolean): void;
}

/** The form of a child item (新增 / 编辑 on its parent's page), in a dialog over the list. */
export function FormDialog({ config, open, extraInput, listFilters, onClose }: FormDialogProps) {
  const title = `${open?.id ? '编辑' : '新增'}${config.noun}`;
  // What a create answered, when the config shows something after it (config.afterCreate).
  const [created, setCreated] = useState<Row>();
  const close = (saved: boolean) => {
    setCreated(undefined);
    onClose(saved);
  };
  return (
    <AppDialog
      open={!!open}
      onClose={() => close(!!created)}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      title={title}
      bodyProps={{ pb: '6' }}
    >
      {open && created && config.afterCreate ? (
        <Stack gap="5">
          {config.afterCreate(created)}
          <HStack justify="flex-end">
            <Button colorPalette="brand" onClick={() => close(true)}>
              完成
            </Button>
          </HStack>
        </Stack>
      ) : open ? (
        <ItemForm
          key={open.id ?? 'new'}
          config={config}
          id={open.id}
          extraInput={extraInput}
          listFilters={listFilters}
          layout="dialog"
          onSaved={(result) => (!open.id && result && config.afterCreate ? setCreated(result) : close(true))}
          onCancel={() => close(false)}
        />
      ) : null}
    </AppDialog>
  );
}
