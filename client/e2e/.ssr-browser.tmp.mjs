import { chromium } from '@playwright/test';
const tz = process.argv[2] ?? 'UTC';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ timezoneId: tz, locale: 'zh-CN', viewport: { width: 412, height: 823 } });
const urls = process.argv.slice(3).length ? process.argv.slice(3) : ['/index', '/retrieve?q=%E4%B8%89%E5%9B%BD', '/resources/book/detail?id=1'];
for (const u of urls) {
  const page = await context.newPage();
  const msgs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') msgs.push(m.type() + ': ' + m.text().slice(0, 400)); });
  page.on('pageerror', (e) => msgs.push('pageerror: ' + e.message.slice(0, 400)));
  const requests = [];
  page.on('request', (r) => { if (r.url().includes('/graphql')) requests.push(r.url().slice(0, 120)); });
  await page.goto('http://127.0.0.1:18431' + u, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const title = await page.title();
  const titles = await page.evaluate(() => document.querySelectorAll('title').length);
  console.log(tz, u, 'title:', title, 'title elements:', titles, 'gql requests:', requests.length);
  for (const r of requests) console.log('   req', r.slice(0, 110));
  for (const m of msgs) console.log('   ', m);
  await page.close();
}
await browser.close();
