import { useSearchParams } from 'react-router-dom';
import { FeedLinks } from '../../components/FeedLinks';
import { NEWS_SECTION_NAME, newsCategoryName, newsListPath } from '../../features/news/categories';
import { NewsList } from '../../features/news/NewsList';
import { pageFrom } from '../../lib/page-param';
import { NewsSectionLayout } from '../../features/news/NewsSectionLayout';
import { useRouteNewsCategory } from '../../features/news/useRouteNewsCategory';
import { Breadcrumbs } from '../../features/site/Breadcrumbs';
import { SITE } from '../../lib/site';
import { PageHead } from '../../lib/page-head';

export { NEWS_PAGE_SIZE } from '../../features/news/NewsList';

/** A news category's list: newest first, 10 a page, the page in `?page=`. */
export function NewsListPage() {
  const category = useRouteNewsCategory();
  const name = newsCategoryName(category);
  const [params] = useSearchParams();
  const page = pageFrom(params);

  return (
    <NewsSectionLayout category={category} onListPage>
      <PageHead title={`${name}${page > 1 ? `（第${page}页）` : ''} - ${SITE.name}`} />
      <FeedLinks path={`/feeds/news/${category}`} title={`${name} - ${SITE.name}`} />
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: NEWS_SECTION_NAME, to: newsListPath('libraryNews') }, { label: name }]} />
      <NewsList category={category} name={name} listPath={newsListPath(category)} />
    </NewsSectionLayout>
  );
}
