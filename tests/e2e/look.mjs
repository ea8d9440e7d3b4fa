// Screenshots for a person to look at: node look.mjs <query> <w>x<h> <name> [more queries…]
import { serveDist, launch, open } from './harness.mjs';
const [, , ...args] = process.argv;
const server = await serveDist();
const browser = await launch();
for (let i = 0; i + 2 < args.length; i += 3) {
  const [q, size, name] = [args[i], args[i + 1], args[i + 2]];
  const [width, height] = size.split('x').map(Number);
  const page = await open(browser, server.url, q, { width, height }, { defaultSeats: true });
  await page.waitForTimeout(300);
  const info = await page.evaluate(() => {
    const pits = [...document.querySelectorAll('[data-pit]')].map((p) => p.getBoundingClientRect());
    const bottom = Math.max(...pits.map((r) => r.bottom));
    const top = Math.min(...pits.map((r) => r.top));
    return { top: Math.round(top), bottom: Math.round(bottom), pit: Math.round(pits[0]?.width), sw: document.documentElement.scrollWidth };
  });
  console.log(name, JSON.stringify(info));
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await page.close();
}
await browser.close();
server.close();
