import { useSearchParams } from 'react-router-dom';
import { InteractionSectionLayout } from '../../../features/interaction/InteractionSectionLayout';
import { INTERACTION_SECTION_NAME, INTERACTION_SECTION_PATH } from '../../../features/interaction/sections';
import { NewsList } from '../../../features/news/NewsList';
import { pageFrom } from '../../../lib/page-param';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

const NAME = '本馆动态';
const PATH = '/interaction/libraryNews';

/** /interaction/libraryNews: the library's news (category libraryNews) inside the 互动交流 area. */
export function InteractionNewsPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  return (
    <InteractionSectionLayout>
      <PageHead title={`${NAME}${page > 1 ? `（第${page}页）` : ''} - ${INTERACTION_SECTION_NAME} - ${SITE.name}`} />
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: INTERACTION_SECTION_NAME, to: INTERACTION_SECTION_PATH }, { label: NAME }]} />
      <NewsList category="libraryNews" name={NAME} listPath={PATH} />
    </InteractionSectionLayout>
  );
}
