import { useLocation, useNavigate } from 'react-router-dom';
import { SearchCombobox } from './SearchCombobox';
import { newSearchHref } from './retrieve-href';

/**
 * The header's search box on every public page: submits to /retrieve?q=…, suggests as one types.
 * It starts empty again on every new page (the search page shows the query in its own box).
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return <SearchCombobox key={key} label="站内检索" onSearch={(text) => navigate(newSearchHref(text))} />;
}
