import { AppDialog } from '../../components/ui/dialog';
import { rowName } from './list-actions';
import type { AnyResource, Row } from './types';

type Item = Row & Record<string, unknown>;

interface RowDialogHostProps {
  config: AnyResource;
  /** The open dialog: which of the config's `rowDialogs`, for which row; nothing when closed. */
  open: { index: number; item: Item } | undefined;
  onClose(): void;
  /** The dialog changed the row: the list is read again. */
  onDone(): void;
}

/** A row dialog (海报) over the list, titled `<label>：<row name>`, with what the config draws for the row. */
export function RowDialogHost({ config, open, onClose, onDone }: RowDialogHostProps) {
  const dialog = open ? config.rowDialogs?.[open.index] : undefined;
  return (
    <AppDialog
      open={!!dialog}
      onClose={onClose}
      size={dialog?.size ?? 'md'}
      scrollBehavior="inside"
      title={dialog && open ? `${dialog.label}：${rowName(config, open.item)}` : ''}
      bodyProps={{ pb: '6' }}
    >
      {dialog && open ? dialog.render(open.item, { close: onClose, done: onDone }) : null}
    </AppDialog>
  );
}
