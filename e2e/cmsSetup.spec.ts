import { site } from '@/lib/site';
import { expect, test } from './fixtures';

// The editor on the live site before lib/integrations.json names its repository: /admin explains how to
// connect it instead of failing. The site is reached by its own name here, since on localhost the editor
// uses the local backend of `npm run cms` (e2e/cms.spec.ts).
test('on the live site, until `cms` is set up, /admin says how to connect the editor and asks nothing of GitHub', async ({
  page,
  baseURL,
}) => {
  const live = new URL(site.url).origin;
  const asked: string[] = [];
  await page.route(`${live}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    asked.push(pathname);
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${pathname}${search}` }) });
  });
  await page.goto(`${live}/admin`);
  await expect(page.getByRole('status')).toHaveText('O editor ainda não foi ligado ao repositório do site.');
  await expect(page.getByRole('heading', { name: 'No site publicado' })).toBeVisible();
  await expect(page.getByText('"cms": { "repo": "conta/site"')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No seu computador' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  expect(asked).toContain('/admin/config.json');
});
