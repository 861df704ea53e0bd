import { Button, HStack } from '@chakra-ui/react';
import { documentsFor, FLAGS, type Step } from './list-actions';
import type { AnyResource, Row } from './types';

type Item = Row & Record<string, unknown>;

interface RowActionsProps {
  config: AnyResource;
  item: Item;
  busy: boolean;
  /** Runs mutations, after 确定 when `ask`. */
  run(steps: Step[], ask: boolean): void;
  onEdit(): void;
  /** Goes where a row link points. */
  onLink(index: number): void;
  /** Asks for the setter's value, then sets it. */
  onSet(): void;
  /** Opens a row dialog (海报). */
  onDialog(index: number): void;
}

/**
 * A row's buttons: 编辑, the config's row links, one toggle per flag pair the row's documents have
 * (停用 on an enabled row, 启用 on a disabled one; 推荐/取消推荐; 上架/下架), the setter (授权), the
 * row dialogs (海报) and 删除. Only 删除 asks for confirmation.
 */
export function RowActions({ config, item, busy, run, onEdit, onLink, onSet, onDialog }: RowActionsProps) {
  const documents = documentsFor(config, item);
  return (
    <HStack gap="0" justify="flex-end" wrap="nowrap" css={{ '& > button': { paddingInline: '1.5', minWidth: 'auto' } }}>
      {(config.update || config.editPath) && (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={onEdit}>
          编辑
        </Button>
      )}
      {config.rowLinks?.map((link, index) => (
        <Button key={link.label} size="xs" variant="ghost" colorPalette="brand" onClick={() => onLink(index)}>
          {link.label}
        </Button>
      ))}
      {FLAGS.map((flag) => {
        const [on, off] = [documents[flag.on], documents[flag.off]];
        if (!on || !off) return null;
        const isOn = !!item[flag.field];
        return (
          <Button
            key={flag.field}
            size="xs"
            variant="ghost"
            colorPalette={flag.palette[isOn ? 1 : 0]}
            disabled={busy}
            onClick={() => run([{ mutation: isOn ? off : on, variables: { id: item.id } }], false)}
          >
            {isOn ? flag.offLabel : flag.onLabel}
          </Button>
        );
      })}
      {config.setter && documents.set && !config.setter.buttons && (
        <Button size="xs" variant="ghost" colorPalette="gray" disabled={busy} onClick={onSet}>
          {config.setter.label}
        </Button>
      )}
      {config.setter?.buttons &&
        documents.set &&
        config.setter.options.map((option) => (
          <Button
            key={option.value}
            size="xs"
            variant="ghost"
            colorPalette="gray"
            disabled={busy || item[config.setter!.field] === option.value}
            onClick={() => run([{ mutation: documents.set!, variables: { id: item.id, value: option.value } }], false)}
          >
            {option.label}
          </Button>
        ))}
      {config.rowDialogs?.map(
        (dialog, index) =>
          (dialog.shown?.(item) ?? true) && (
            <Button key={dialog.label} size="xs" variant="ghost" colorPalette="brand" onClick={() => onDialog(index)}>
              {dialog.label}
            </Button>
          ),
      )}
      {documents.remove && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={busy}
          onClick={() => run([{ mutation: documents.remove!, variables: { id: item.id } }], true)}
        >
          删除
        </Button>
      )}
    </HStack>
  );
}
