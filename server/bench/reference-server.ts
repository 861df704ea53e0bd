/**
 * The benchmark's reference (issue 12): the same public pages written directly, Express 5 and `pg`,
 * no GraphQL and no ORM, to say how close the portal comes to what the database allows. It answers
 * the portal's JSON shape `{ code, msg, data }` with the same rows and columns:
 * - GET /news?category&page&pageSize: a page of enabled, published news (no body) and the capped count;
 * - GET /book?page&pageSize: a page of visible books with their available copies, and the capped count;
 * - GET /book/:id: a visible book, its class, its copies with their libraries, and six related books
 *   (same class, by views) with their available copies. Reads only: the portal's view is counted in
 *   memory and written in batches, so its per-request cost is not a statement either.
 * Started by the benchmark as a child process: DATABASE_URL names the database; it prints its port.
 */
import express from 'express';
import pg from 'pg';

const COUNT_CAP = 10_000;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
app.disable('x-powered-by');
app.disable('etag');

const VISIBLE = `r.enabled and r.on_shelf and r.published_at <= now()`;
const RESOURCE_COLUMNS = `r.id, r.kind, r.title, r.subtitle, r.creators, r.cover, r.summary, r.keywords, r.language, r.publisher,
  r.publish_year as "publishYear", r.class_id as "classId", r.on_shelf as "onShelf", r.permission, r.published_at as "publishedAt",
  r.views, r.collections, r.downloads, r.borrows, r.score_average as "scoreAverage", r.score_count as "scoreCount",
  r.created_at as "createdAt", r.updated_at as "updatedAt", r.enabled, r.recommended, r.sort,
  r.isbn, r.call_number as "callNumber", r.pages, r.edition,
  (select count(*)::int from book_copy c where c.resource_id = r.id and c.enabled and c.status = 'AVAILABLE') as "availableCopies"`;

const paging = (query: Record<string, unknown>) => {
  const page = Math.max(1, Number(query.page) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || 10));
  return { page, pageSize, offset: (page - 1) * pageSize };
};

const ok = (data: unknown) => ({ code: 200, msg: 'OK', data });

app.get('/news', async (req, res) => {
  const { page, pageSize, offset } = paging(req.query);
  const category = String(req.query.category ?? 'libraryNews');
  const where = `category = $1 and enabled`;
  const [items, count] = await Promise.all([
    pool.query(
      `select id, created_at as "createdAt", updated_at as "updatedAt", enabled, recommended, sort, category, title, summary, cover, author,
              published_at as "publishedAt", views
         from news where ${where} order by published_at desc, id desc limit $2 offset $3`,
      [category, pageSize, offset],
    ),
    pool.query(`select count(*)::int as n from (select 1 from news where ${where} limit ${COUNT_CAP + 1}) c`, [category]),
  ]);
  const total = count.rows[0].n as number;
  res.json(ok({ items: items.rows, total: Math.min(total, COUNT_CAP), page, pageSize, totalCapped: total > COUNT_CAP }));
});

app.get('/book', async (req, res) => {
  const { page, pageSize, offset } = paging(req.query);
  const where = `r.kind = 'book' and ${VISIBLE}`;
  const [items, count] = await Promise.all([
    pool.query(`select ${RESOURCE_COLUMNS} from resource r where ${where} order by r.id desc limit $1 offset $2`, [pageSize, offset]),
    pool.query(`select count(*)::int as n from (select 1 from resource r where ${where} limit ${COUNT_CAP + 1}) c`),
  ]);
  const total = count.rows[0].n as number;
  res.json(ok({ items: items.rows, total: Math.min(total, COUNT_CAP), page, pageSize, totalCapped: total > COUNT_CAP }));
});

app.get('/book/:id', async (req, res) => {
  const id = Number(req.params.id);
  const found = await pool.query(
    `select ${RESOURCE_COLUMNS}, to_jsonb(k) as class from resource r left join resource_class k on k.id = r.class_id
      where r.id = $1 and r.kind = 'book' and ${VISIBLE}`,
    [id],
  );
  const book = found.rows[0];
  if (!book) {
    res.status(404).json({ code: 404, msg: '未找到', data: null });
    return;
  }
  const [copies, related] = await Promise.all([
    pool.query(
      `select c.id, c.resource_id as "resourceId", c.barcode, c.library_id as "libraryId", c.location, c.status, c.due_at as "dueAt",
              c.created_at as "createdAt", c.updated_at as "updatedAt", c.enabled, c.recommended, c.sort, to_jsonb(l) as library
         from book_copy c left join library l on l.id = c.library_id where c.resource_id = $1 and c.enabled order by c.id`,
      [id],
    ),
    pool.query(
      `select ${RESOURCE_COLUMNS} from resource r where r.kind = 'book' and r.class_id = $1 and r.id <> $2 and ${VISIBLE}
        order by r.views desc, r.id desc limit 6`,
      [book.classId, id],
    ),
  ]);
  res.json(ok({ ...book, copies: copies.rows, related: related.rows }));
});

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void pool.end().then(() => process.exit(0))));
}
