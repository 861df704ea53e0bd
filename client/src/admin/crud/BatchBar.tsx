import { Button, Text, Wrap } from '@chakra-ui/react';
import { BATCH_ACTIONS, BATCH_REMOVE, hasAction } from './list-actions';
import type { ActionDocuments, AnyResource } from './types';

type BatchKey = keyof ActionDocuments & `batch${string}`;

interface BatchBarProps {
  config: AnyResource;
  selected: number;
  busy: boolean;
  /** Runs a batch action (after the confirm dialog). */
  onBatch(key: BatchKey): void;
  /** 批量<setter>: asks for the value (unless given: the setter's buttons), then confirms. */
  onBatchSet(value?: string): void;
}

/** 已选择 N 项 and the batch buttons the config has (disabled while nothing is selected). */
export function BatchBar({ config, selected, busy, onBatch, onBatchSet }: BatchBarProps) {
  const batches = BATCH_ACTIONS.filter((action) => hasAction(config, action.key));
  const canSet = !!config.setter && hasAction(config, 'batchSet');
  const canRemove = hasAction(config, BATCH_REMOVE.key);
  if (!batches.length && !canSet && !canRemove) return null;
  const button = (key: string, label: string, onClick: () => void, danger = false) => (
    <Button key={key} size="xs" variant="outline" colorPalette={danger ? 'red' : 'gray'} bg="bg" disabled={selected === 0 || busy} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <Wrap gap="2" align="center" bg="bg.subtle" rounded="md" px="3" py="2">
      <Text fontSize="sm" color="fg.muted" me="2" aria-live="polite">
        已选择 <strong>{selected}</strong> 项
      </Text>
      {batches.map((action) => button(action.key, action.label, () => onBatch(action.key)))}
      {canSet && !config.setter!.buttons && button('batchSet', `批量${config.setter!.label}`, () => onBatchSet())}
      {canSet &&
        config.setter!.buttons &&
        config.setter!.options.map((option) => button(`batchSet-${option.value}`, `批量${option.label}`, () => onBatchSet(option.value)))}
      {canRemove && button(BATCH_REMOVE.key, BATCH_REMOVE.label, () => onBatch(BATCH_REMOVE.key), true)}
    </Wrap>
  );
}
