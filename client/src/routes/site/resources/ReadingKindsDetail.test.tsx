import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interactionHandlers } from '../../../features/interaction/test-fixtures';
import { resourceFixture } from '../../../features/resources/test-fixtures';
import { graphql, HttpResponse, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ResourceDetailPage } from './ResourceDetailPage';

// The detail page also asks for its comments and tags (and a reader's own state): none here.
// Each kind's section is a lazy chunk: its first load may take seconds on a busy machine.
beforeEach(() => server.use(...interactionHandlers()));

const renderDetail = (kind: string, id: string) =>
  renderRoutes(
    [{ path: `resources/${kind}/detail`, handle: { resourceKind: kind }, element: <ResourceDetailPage /> }],
    `/resources/${kind}/detail?id=${id}`,
  );

const answer = (resource: unknown) => server.use(graphql.query('ResourceDetailPageQuery', () => HttpResponse.json({ data: { resource } })));

describe('audio detail', () => {
  let played: HTMLMediaElement[];
  beforeEach(() => {
    played = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays the clicked track, shows durations as mm:ss, and goes on to the next track at the end', async () => {
    const tracks = [
      ['第一回', 65],
      ['第二回', 3725],
      ['第三回', null],
    ].map(([title, duration], i) => ({ __typename: 'AudioTrack', id: `t${i + 1}`, title, duration, file: `/uploads/audio/${i + 1}.mp3` }));
    answer(resourceFixture('audio', '40', { title: '红楼梦（有声）', narrator: '王刚', totalDuration: 3790, tracks }));
    renderDetail('audio', '40');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: '在线收听' }, { timeout: 8000 });
    const article = screen.getByRole('article', { name: '红楼梦（有声）' });
    expect(within(article).getByText('主播：').nextElementSibling).toHaveTextContent('王刚');
    expect(within(article).getByText('总时长：').nextElementSibling).toHaveTextContent('1小时3分钟');
    const audio = section.querySelector('audio')!;
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/uploads/audio/1.mp3');
    const buttons = within(within(section).getByRole('list', { name: '曲目列表' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['01第一回01:05', '02第二回62:05', '03第三回']);
    expect(played).toEqual([]);

    await user.click(buttons[1]);
    expect(audio).toHaveAttribute('src', '/uploads/audio/2.mp3');
    expect(buttons[1]).toHaveAttribute('aria-current', 'true');
    expect(played).toHaveLength(1);
    expect(within(section).getByText('正在播放：第二回')).toBeInTheDocument();

    fireEvent.ended(audio);
    await waitFor(() => expect(audio).toHaveAttribute('src', '/uploads/audio/3.mp3'));
    expect(played).toHaveLength(2);
    fireEvent.ended(audio);
    expect(audio).toHaveAttribute('src', '/uploads/audio/3.mp3');
  });
});

describe('thesis detail', () => {
  it('offers 在线阅读 to the document reader when the thesis has a file', async () => {
    answer(
      resourceFixture('thesis', '51', {
        title: '明清刻书研究',
        degree: '硕士',
        institution: null,
        advisor: null,
        discipline: null,
        file: '/uploads/t/51.pdf',
      }),
    );
    renderDetail('thesis', '51');
    const article = await screen.findByRole('article', { name: '明清刻书研究' });
    expect(within(article).getByRole('link', { name: '在线阅读' })).toHaveAttribute('href', '/resources/thesis/detail/read?id=51');
  });

  it('shows the degree, institution, advisor and discipline', async () => {
    answer(
      resourceFixture('thesis', '50', {
        title: '宋代江南藏书楼研究',
        degree: '博士',
        institution: '浙江大学',
        advisor: '张三',
        discipline: '历史文献学',
        publishYear: 2024,
        file: null,
      }),
    );
    renderDetail('thesis', '50');
    const article = await screen.findByRole('article', { name: '宋代江南藏书楼研究' });
    // No file (or none this reader may open): no 在线阅读.
    expect(within(article).queryByRole('link', { name: '在线阅读' })).not.toBeInTheDocument();
    for (const [label, value] of [
      ['学位', '博士'],
      ['授予单位', '浙江大学'],
      ['导师', '张三'],
      ['学科专业', '历史文献学'],
      ['授予年份', '2024年'],
    ]) {
      expect(within(article).getByText(`${label}：`).nextElementSibling).toHaveTextContent(value);
    }
  });
});

const page = (id: string, pageNo: number, title: string) => ({
  __typename: 'EditionPage',
  id,
  pageNo,
  title,
  image: `/uploads/paper/${id}.jpg`,
  file: `/uploads/paper/${id}.pdf`,
});
const edition = (id: string, editionDate: string, pages = [page(`${id}-1`, 1, '要闻')]) => ({
  __typename: 'NewspaperEdition',
  id,
  resourceId: '60',
  editionDate,
  issue: `第${id}期`,
  pages,
});

describe('newspaper detail', () => {
  it("opens on the newest month, shows an edition's pages, and asks for another month with editions(year, month)", async () => {
    const asked: unknown[] = [];
    answer(
      resourceFixture('newspaper', '60', {
        title: '钱塘日报',
        issn: '1000-0000',
        cn: '33-0001',
        frequency: '日报',
        recentEditions: [
          edition('103', '2026-05-03', [page('103-1', 1, '要闻'), page('103-2', 2, '城事')]),
          edition('102', '2026-05-02'),
          edition('99', '2026-04-30'),
        ],
      }),
    );
    server.use(
      graphql.query('NewspaperEditionsQuery', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: { resource: { __typename: 'Newspaper', id: '60', editions: [edition('99', '2026-04-30'), edition('98', '2026-04-29')] } },
        });
      }),
    );
    renderDetail('newspaper', '60');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: '往期报纸' }, { timeout: 8000 });
    const article = screen.getByRole('article', { name: '钱塘日报' });
    expect(within(article).getByText('ISSN：').nextElementSibling).toHaveTextContent('1000-0000');
    expect(within(article).getByText('CN：').nextElementSibling).toHaveTextContent('33-0001');
    const month = within(section).getByLabelText('选择月份');
    expect(month).toHaveValue('2026-05');
    const dates = within(section).getByRole('list', { name: '期次' });
    expect(
      within(dates)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['2026-05-03', '2026-05-02']);
    const pages = within(section).getByRole('list', { name: '2026-05-03 版面' });
    expect(within(pages).getByRole('img', { name: '第2版 城事（查看大图）' })).toHaveAttribute('src', '/uploads/paper/103-2.jpg?width=400');
    expect(within(pages).getByRole('link', { name: 'PDF：第1版 要闻' })).toHaveAttribute('href', '/uploads/paper/103-1.pdf');
    // 在线阅读: the edition's pages in the document reader (its date says which month holds it).
    expect(within(section).getByRole('link', { name: '在线阅读：2026-05-03' })).toHaveAttribute(
      'href',
      '/resources/newspaper/detail/read?id=60&edition=103&date=2026-05-03',
    );
    expect(asked).toEqual([]);

    await user.click(within(dates).getByRole('button', { name: '2026-05-02' }));
    expect(within(section).getByRole('list', { name: '2026-05-02 版面' })).toBeInTheDocument();

    fireEvent.change(month, { target: { value: '2026-04' } });
    expect(await within(section).findByRole('button', { name: '2026-04-29' })).toBeInTheDocument();
    expect(asked).toEqual([{ id: '60', year: 2026, month: 4 }]);
  });
});

describe('journal detail', () => {
  it('groups the volumes by year, newest first, with their articles', async () => {
    const article = (id: string, title: string, file: string | null) => ({
      __typename: 'JournalArticle',
      id,
      title,
      creators: ['李四', '王五'],
      pages: '12-18',
      file,
    });
    const volume = (id: string, year: number, issue: string, articles: unknown[]) => ({
      __typename: 'JournalVolume',
      id,
      year,
      issue,
      title: null,
      articles,
    });
    answer(
      resourceFixture('journal', '70', {
        title: '图书馆杂志',
        issn: '1000-4254',
        cn: '31-1108/G2',
        frequency: '月刊',
        volumes: [
          volume('v3', 2026, '第2期', [article('a1', '公共图书馆的数字化转型', '/uploads/j/a1.pdf')]),
          volume('v2', 2026, '第1期', []),
          volume('v1', 2025, '第12期', [article('a2', '古籍保护', null)]),
        ],
      }),
    );
    renderDetail('journal', '70');
    const section = await screen.findByRole('region', { name: '过刊浏览' }, { timeout: 8000 });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['2026年', '2025年']);
    const row = within(section).getByRole('row', { name: /公共图书馆的数字化转型/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['公共图书馆的数字化转型', '李四、王五', '12-18', '阅读：公共图书馆的数字化转型PDF：公共图书馆的数字化转型']);
    expect(within(row).getByRole('link', { name: '阅读：公共图书馆的数字化转型' })).toHaveAttribute(
      'href',
      '/resources/journal/detail/read?id=70&article=a1',
    );
    expect(within(row).getByRole('link', { name: 'PDF：公共图书馆的数字化转型' })).toHaveAttribute('href', '/uploads/j/a1.pdf');

    await userEvent.setup().click(within(section).getByRole('button', { name: /第12期/ }));
    expect(await within(section).findByText('古籍保护')).toBeVisible();
  });
});
