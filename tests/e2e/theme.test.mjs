// The colour theme: the menu (auto / light / dark) switches `<html data-theme>`
// and the page's colours at once, the choice is kept (localStorage
// `mancala:theme`) across a reload, and `?theme=` in the address wins over it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open } from './harness.mjs';

const env = withBrowser(before, after);

/** The theme attribute, the page's background and what the menu shows. */
const look = (page) => page.evaluate(() => ({
  theme: document.documentElement.dataset.theme ?? null,
  background: getComputedStyle(document.documentElement).backgroundColor,
  menu: document.querySelector('[data-option="theme"]').value,
}));

// static/style.css's --bg in each theme.
const light = 'rgb(246, 239, 227)';
const dark = 'rgb(28, 23, 18)';

test('the theme menu switches at once, survives a reload, and ?theme= wins', async () => {
  // A system in light colours: "auto" is light.
  const page = await open(env.browser, env.server.url, '?game=urim', undefined, { colorScheme: 'light' });
  assert.deepEqual(await look(page), { theme: null, background: light, menu: 'auto' });

  await page.selectOption('[data-option="theme"]', 'dark');
  assert.deepEqual(await look(page), { theme: 'dark', background: dark, menu: 'dark' });
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('mancala:theme'))), { v: 1, theme: 'dark' });

  await page.reload();
  await page.waitForSelector('[data-game] [data-pit]');
  assert.deepEqual(await look(page), { theme: 'dark', background: dark, menu: 'dark' }, 'kept across a reload');

  // The address names a theme: it wins over the saved one.
  await page.goto(`${env.server.url}?game=urim&theme=light`);
  await page.waitForSelector('[data-game] [data-pit]');
  assert.deepEqual(await look(page), { theme: 'light', background: light, menu: 'light' }, '?theme=light wins');

  // Back to "auto": the attribute goes and the system's scheme decides.
  await page.selectOption('[data-option="theme"]', 'auto');
  assert.deepEqual(await look(page), { theme: null, background: light, menu: 'auto' });
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal((await look(page)).background, dark, 'auto follows a dark system');
  assert.deepEqual(page.problems, []);
  await page.close();
});
