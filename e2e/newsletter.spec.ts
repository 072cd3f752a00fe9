import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expect, test } from './fixtures';

/**
 * With no provider configured (lib/site.ts newsletterAction: null, as shipped), the newsletter
 * form must not carry the address anywhere: no request, no URL, no history entry.
 */
test.describe('newsletter without a provider, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, home, messages } of [
    { locale: 'pt', home: '/', messages: pt },
    { locale: 'en', home: '/en', messages: en },
  ] as const) {
    test(`${locale}: submitting leaves no address in the URL or in any request, and the box says the list is not open`, async ({
      page,
    }) => {
      const address = 'reader@example.com';
      await page.goto(home);
      const box = page.locator('#journal');
      await expect(box.getByText(messages.Newsletter.closedNote)).toBeVisible();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (`${request.url()} ${request.postData() ?? ''}`.includes('reader')) sent.push(`${request.method()} ${request.url()}`);
      });
      const email = box.getByRole('textbox', { name: messages.Newsletter.emailLabel });
      await email.fill(address);
      // A navigation, if the form sent anything, starts right after the press: wait for one.
      const navigated = page.waitForEvent('framenavigated', { timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      await box.getByRole('button', { name: messages.Newsletter.subscribe }).click();
      await email.press('Enter');
      expect(await navigated).toBe(false);
      expect(new URL(page.url()).search).toBe('');
      expect(page.url()).not.toContain('reader');
      expect(sent).toEqual([]);
      await expect(email).toHaveValue(address);
    });
  }
});
