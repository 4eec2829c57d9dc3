import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INVALID_RESUME_MESSAGE } from '../../common/applications';
import { HTML_AS_PDF_BYTES, PDF_BYTES } from '../support/resume-files';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import { focusedElement } from './support/page-checks';
import { signInToAdmin } from './staff-session';

const browser = useBrowser();

/** The job page once hydrated, with the application modal opened. */
async function openApplication(): Promise<Page> {
  const page = await browser.page('/careers/product-manager');
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.getByRole('button', { name: /Apply Now/ }).click();
  await page.getByRole('dialog', { name: 'Apply for Product Manager' }).waitFor();
  return page;
}

async function fillApplicant(page: Page, email: string, name = 'Asha Verma'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel(/Phone/).fill('9876543210');
  await dialog.getByLabel(/Experience/).fill('4');
  await dialog.getByLabel(/Portfolio/).fill('https://asha.example.com');
}

describe('job application modal', () => {
  it('sends a PDF resume and shows the success view, then closes', async () => {
    const page = await openApplication();
    await expectNoSeriousA11yViolations(page);
    await fillApplicant(page, `asha.${Date.now()}@example.com`);
    await page.getByLabel(/Resume/).setInputFiles({
      name: 'asha-resume.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_BYTES,
    });
    // Sent from the keyboard: focus moves to the confirmation that replaces the form.
    await page.getByLabel(/Portfolio/).press('Enter');
    await page.getByText('Application Submitted!').waitFor();
    await expect
      .poll(() => focusedElement(page))
      .toEqual({ tag: 'P', text: 'Application Submitted!' });
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 6000 });
    await page.context().close();
  });

  it('refuses HTML dressed as a PDF with the invalid-file message and clears the file', async () => {
    const page = await openApplication();
    await fillApplicant(page, `ravi.${Date.now()}@example.com`);
    const resume = page.getByLabel(/Resume/);
    await resume.setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: HTML_AS_PDF_BYTES,
    });
    await page.getByLabel(/Experience/).press('Enter');
    await page.getByRole('alert').getByText(INVALID_RESUME_MESSAGE).waitFor();
    await expect
      .poll(() => focusedElement(page))
      .toEqual({ tag: 'P', text: INVALID_RESUME_MESSAGE });
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    expect(await page.getByText('Application Submitted!').count()).toBe(0);
    await page.context().close();
  });

  it('reaches the admin, who sees the application and downloads the resume', async () => {
    const name = `Meera Iyer ${Date.now()}`;
    const page = await openApplication();
    await fillApplicant(page, `meera.${Date.now()}@example.com`, name);
    await page.getByLabel(/Resume/).setInputFiles({
      name: 'meera-resume.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_BYTES,
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Submitted!').waitFor();

    await browser.visit(page, '/login');
    await signInToAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Applications' })
      .click();
    const application = page.getByRole('article', { name });
    await application.getByText('Product Manager').waitFor();
    await expectNoSeriousA11yViolations(page);

    const link = application.getByRole('link', { name: /Download resume/ });
    const href = (await link.getAttribute('href')) ?? '';
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const anonymous = await fetch(new URL(href, browser.baseUrl));
    expect(anonymous.status).toBe(401);
    await page.context().close();
  });
});
