import { expect, test } from '../fixtures';
import { ResourceList } from '../pages/resource-list';
import { adminToken, expectImageLoaded, graphql, uploadPng } from '../support';

interface ResourceFixtures {
  /** A paper book with copies, when the journey had to create one (the demo seed's books are used otherwise). */
  bookTitle?: string;
  exhibitionId: string;
  exhibitionTitle: string;
}

/**
 * What the journey needs: paper books, and an exhibition with at least two pictures. The demo seed
 * provides them when it has resources; otherwise they are created through the admin API.
 */
async function ensureResourceFixtures(): Promise<ResourceFixtures> {
  const token = await adminToken();
  const admin = <T>(query: string, variables?: Record<string, unknown>) => graphql<T>(query, variables, token);
  const suffix = Date.now().toString(36);
  const fixtures: Partial<ResourceFixtures> = {};

  const { resources: books } = await graphql<{ resources: { total: number } }>('{ resources(kind: book, pageSize: 1) { total } }');
  if (books.total === 0) {
    const { libraries } = await graphql<{ libraries: { items: { id: string }[] } }>('{ libraries(pageSize: 1) { items { id } } }');
    const libraryId =
      libraries.items[0]?.id ??
      (
        await admin<{ createLibrary: { id: string } }>('mutation($input: LibraryInput!) { createLibrary(input: $input) { id } }', {
          input: { name: '钱塘市图书馆总馆', address: '钱塘市江滨区之江大道 1288 号' },
        })
      ).createLibrary.id;
    fixtures.bookTitle = `端到端测试图书 ${suffix}`;
    const { createBook } = await admin<{ createBook: { id: string } }>('mutation($input: BookInput!) { createBook(input: $input) { id } }', {
      input: {
        title: fixtures.bookTitle,
        creators: ['钱塘市图书馆'],
        publisher: '钱塘出版社',
        publishYear: 2026,
        isbn: '9787000000000',
        callNumber: 'Z228/1',
        summary: '端到端测试写入的纸质图书。',
      },
    });
    const copies = [
      { barcode: `E2E${suffix}1`, status: 'AVAILABLE', location: '二楼社科书库' },
      { barcode: `E2E${suffix}2`, status: 'ON_LOAN', location: '二楼社科书库', dueAt: new Date(Date.now() + 14 * 86_400_000).toISOString() },
    ];
    for (const copy of copies) {
      await admin('mutation($input: BookCopyInput!) { createBookCopy(input: $input) { id } }', {
        input: { ...copy, resourceId: createBook.id, libraryId },
      });
    }
  }

  const { resources: exhibitions } = await graphql<{ resources: { items: { id: string; title: string; pictures: { id: string }[] }[] } }>(
    '{ resources(kind: exhibition, pageSize: 50) { items { id title ... on Exhibition { pictures { id } } } } }',
  );
  const shown = exhibitions.items.find((item) => item.pictures.length >= 2);
  if (shown) return { ...fixtures, exhibitionId: shown.id, exhibitionTitle: shown.title };

  const title = `端到端测试展览 ${suffix}`;
  const cover = await uploadPng(token, 'exhibition-cover.png');
  const { createExhibition } = await admin<{ createExhibition: { id: string } }>(
    'mutation($input: ExhibitionInput!) { createExhibition(input: $input) { id } }',
    {
      input: { title, cover, venue: '总馆一楼展厅', startsOn: '2026-05-01', endsOn: '2026-06-30', summary: '端到端测试写入的展览。' },
    },
  );
  for (const [index, caption] of ['展品一', '展品二', '展品三'].entries()) {
    const image = await uploadPng(token, `picture-${index + 1}.png`);
    await admin('mutation($input: ExhibitionPictureInput!) { createExhibitionPicture(input: $input) { id } }', {
      input: { resourceId: createExhibition.id, image, caption, description: `${caption}的说明`, sort: index + 1 },
    });
  }
  return { ...fixtures, exhibitionId: createExhibition.id, exhibitionTitle: title };
}

test('r. resources: paper books → detail with holdings; exhibition → picture viewer', async ({ page, audit }) => {
  const fixtures = await ensureResourceFixtures();

  const books = new ResourceList(page, 'book', '纸质图书');
  await books.goto();
  await expect(page.getByRole('navigation', { name: '纸质图书分类' }), 'the class tree 纸质图书分类').toBeVisible();
  const book = fixtures.bookTitle ? books.detailLinks.filter({ hasText: fixtures.bookTitle }).first() : books.detailLinks.first();
  await expect(book).toBeVisible();
  await audit.check('book-list');

  await books.open(book);
  const holdings = page.getByRole('region', { name: '馆藏信息' });
  await expect(holdings, 'the section 馆藏信息').toBeVisible();
  await expect(holdings.getByText(/可借 \d+ 本/), 'the availability 可借 N 本').toBeVisible();
  if (fixtures.bookTitle) {
    await expect(holdings.getByRole('cell', { name: '在架', exact: true })).toBeVisible();
    await expect(holdings.getByRole('cell', { name: '借出', exact: true })).toBeVisible();
    await expect(holdings.getByText('可借 1 本 / 馆藏 2 本')).toBeVisible();
  }
  await audit.check('book-detail');

  const exhibitions = new ResourceList(page, 'exhibition', '展览');
  await exhibitions.goto();
  await audit.check('exhibition-list');
  const listed = page.locator(`main a[href="/resources/exhibition/detail?id=${fixtures.exhibitionId}"]`);
  if ((await listed.count()) > 0) await listed.first().click();
  else await page.goto(`/resources/exhibition/detail?id=${fixtures.exhibitionId}`);
  await exhibitions.expectDetail(fixtures.exhibitionTitle);
  const album = page.getByRole('region', { name: '展品图集' });
  await expect(album, 'the section 展品图集').toBeVisible();
  await audit.check('exhibition-detail');

  await album
    .getByRole('button', { name: /^查看大图/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer, 'the picture viewer').toBeVisible();
  await expect(viewer.getByText(/^1 \/ \d+$/), 'the counter 1 / N').toBeVisible();
  await expectImageLoaded(viewer.locator('img').first(), 'the full-size picture');
  await audit.check('picture-viewer');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/^2 \/ \d+$/), 'the counter 2 / N after →').toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(/^1 \/ \d+$/), 'the counter 1 / N after ←').toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog'), 'the picture viewer after Esc').toBeHidden();
});
