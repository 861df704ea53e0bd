import { Heading, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ItemForm } from './EntityForm';
import type { AnyResource } from './types';

export { SAVED } from './EntityForm';

/**
 * Where the list was, handed over by the list page when it opened the form: its URL state, and its
 * path when it is not the config's own list (an overview list editing an item of a kind).
 */
export interface FormLocationState {
  listSearch?: string;
  listPath?: string;
}

/**
 * The one form page of the back office: create (`<path>/new`) and edit (`<path>/:id`, or
 * `<path>/:id/edit` where `<path>/:id` lists the item's children), driven by the entity's config.
 * 保存 and 取消 both return to the list as it was.
 */
export function AdminFormPage({ config }: { config: AnyResource }) {
  const id = useParams().id;
  const editing = !!id && id !== 'new';
  const navigate = useNavigate();
  const location = useLocation();
  const { listSearch = '', listPath } = (location.state ?? {}) as FormLocationState;
  const backToList = () => navigate({ pathname: listPath ?? `/admin/${config.path}`, search: listSearch });

  return (
    <Stack gap="4" maxWidth="5xl">
      <Heading as="h2" size="xl" fontWeight="semibold">
        {`${editing ? '编辑' : '新增'}${config.noun}`}
      </Heading>
      <ItemForm
        key={id ?? 'new'}
        config={config}
        id={editing ? id : undefined}
        listFilters={Object.fromEntries(new URLSearchParams(listSearch))}
        onSaved={backToList}
        onCancel={backToList}
      />
    </Stack>
  );
}
