import {frames} from './browser';
import {expect, hydrated, test} from './fixtures';

/** Smooth scrolling: the back-to-top button's animation, with and without the browser's scroll-behavior. */

declare global {
  interface Window {
    __scrollSamples?: number[];
  }
}

test.describe('smooth scrolling', () => {
  const variants = [
    {name: 'in Chromium as it is', stub: false},
    {name: 'where the browser does not know scroll-behavior', stub: true},
  ];
  for (const {name, stub} of variants) {
    test(`back to top moves 85 percent of the remaining distance per frame, ${name}`, async ({page}) => {
      if (stub) {
        // Docusaurus 3.10 scrolls natively only when getComputedStyle(html).scrollBehavior is 'smooth'.
        await page.addInitScript(() => {
          const original = window.getComputedStyle;
          window.getComputedStyle = (element, pseudo) =>
            new Proxy(original(element, pseudo), {
              get: (style, key) =>
                key === 'scrollBehavior'
                  ? undefined
                  : typeof Reflect.get(style, key) === 'function'
                    ? (Reflect.get(style, key) as (...args: unknown[]) => unknown).bind(style)
                    : Reflect.get(style, key),
              has: (style, key) => key !== 'scrollBehavior' && Reflect.has(style, key),
            });
        });
      }
      await page.goto('/docs/config/compilation-options');
      await hydrated(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
        stub ? undefined : 'auto',
      );
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
      // Scrolling up a little shows the back-to-top button.
      await page.mouse.wheel(0, -200);
      const button = page.getByRole('button', {name: 'Scroll back to top'});
      await expect(button).toBeVisible();
      // The wheel's own smooth scrolling is over.
      await expect
        .poll(async () => {
          const y = await page.evaluate(() => window.scrollY);
          await frames(page);
          return y === (await page.evaluate(() => window.scrollY));
        })
        .toBe(true);
      await page.evaluate(() => {
        const samples: number[] = (window.__scrollSamples = [document.documentElement.scrollTop]);
        const sample = () => {
          samples.push(document.documentElement.scrollTop);
          if (document.documentElement.scrollTop > 0) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await button.click();
      await page.waitForFunction(() => window.__scrollSamples!.at(-1) === 0);
      const samples = (await page.evaluate(() => window.__scrollSamples))!;
      const positions = samples.filter((y, i) => i === 0 || y !== samples[i - 1]);
      expect(positions[0]).toBeGreaterThan(2000);
      expect(positions.at(-1)).toBe(0);
      // One step a frame, each to 85 percent of the distance left: about 50 steps from 3000 px.
      expect(positions.length).toBeGreaterThan(30);
      for (let i = 1; i < positions.length; i++) expect(positions[i]).toBe(Math.floor(positions[i - 1]! * 0.85));
    });
  }
});
