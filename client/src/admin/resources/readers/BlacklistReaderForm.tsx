import { ItemForm } from '../../crud/EntityForm';
import { blacklistAdmin } from '../blacklist.admin';

/** The blacklist's form without its reader picker: the reader is the row's. */
const forOneReader = { ...blacklistAdmin, fields: blacklistAdmin.fields.filter((field) => field.name !== 'readerId') };

/** 加入黑名单 from 用户管理: the blacklist's form for this reader (reason, 截止日期), in the row dialog. */
export function BlacklistReaderForm({ readerId, onDone }: { readerId: string; onDone(): void }) {
  return <ItemForm config={forOneReader} extraInput={{ readerId }} layout="dialog" onSaved={onDone} onCancel={onDone} />;
}
