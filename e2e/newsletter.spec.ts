import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expect, gotoWithoutSplash, interactive, test } from './fixtures';

const languages = [
  { locale: 'pt', home: '/', messages: pt, note: 'Sem spam. Cancele quando quiser.' },
  { locale: 'en', home: '/en', messages: en, note: 'No spam. Unsubscribe anytime.' },
] as const;

/**
 * With no provider configured (lib/site.ts newsletterAction: null, as shipped), the newsletter
 * form must not carry the address anywhere: no request, no URL, no history entry.
 */
test.describe('newsletter without a provider, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, home, messages, note } of languages) {
    test(`${locale}: submitting leaves no address in the URL or in any request, and the box keeps the specified note beside the line saying the list is not open`, async ({
      page,
    }) => {
      const address = 'reader@example.com';
      await page.goto(home);
      const box = page.locator('#journal');
      await expect(box.getByText(note)).toBeVisible();
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

test.describe('newsletter without a provider, with JavaScript', () => {
  for (const { locale, home, messages, note } of languages) {
    test(`${locale}: once the scripts run, the box still shows the specified note and the line saying the list is not open`, async ({
      page,
    }) => {
      await gotoWithoutSplash(page, home);
      await interactive(page);
      const email = page.locator('#journal').getByRole('textbox', { name: messages.Newsletter.emailLabel });
      await expect(page.locator('#journal').getByText(note)).toBeVisible();
      await expect(page.locator('#journal').getByText(messages.Newsletter.closedNote)).toBeVisible();
      await expect(email).toHaveAccessibleDescription(`${note} ${messages.Privacy.link} ${messages.Newsletter.closedNote}`);
    });
  }
});
