import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';

const browser = useBrowser();

/** The embedded demo's employer account (api/src/modules/staff/staff.demo.ts). */
const DEMO_EMPLOYER = { email: 'employer@example.com', password: 'demo-password' };

/** Today in the company's time zone, as YYYY-MM-DD (the task is due today). */
function businessDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

async function figure(page: Page, label: RegExp): Promise<number> {
  const card = page.getByRole('listitem').filter({ hasText: label });
  return Number(await card.locator('strong').innerText());
}

async function fill(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
}

describe('workforce loop', () => {
  it('employer adds an employee and a task; the employee reports it; the dashboard follows', async () => {
    const unique = Date.now().toString(36);
    const employee = {
      first: 'Loop',
      last: `Tester${unique}`,
      email: `loop-${unique}@example.com`,
      password: 'loop password 1',
    };
    const taskTitle = `Loop visit ${unique}`;
    const customer = `Loop Traders ${unique}`;

    // The employer signs in and notes the dashboard figures.
    const employer = await browser.page('/employeer/login');
    await employer.getByLabel('Email').fill(DEMO_EMPLOYER.email);
    await employer.getByLabel('Password').fill(DEMO_EMPLOYER.password);
    await employer.getByRole('button', { name: 'Login' }).click();
    await employer.waitForURL('**/employeer/home');
    await employer.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const usersBefore = await figure(employer, /^Total Users/);
    const completedBefore = await figure(employer, /^Completed Tasks/);
    await expectNoSeriousA11yViolations(employer);

    // Adds the employee.
    await employer.getByRole('link', { name: 'Users' }).click();
    await employer.getByRole('heading', { level: 1, name: 'Employee Management' }).waitFor();
    await employer.getByRole('button', { name: 'Add Employee' }).click();
    const addEmployee = employer.getByRole('dialog', { name: 'Add Employee' });
    await fill(addEmployee, {
      'First Name': employee.first,
      'Last Name': employee.last,
      Email: employee.email,
      Phone: '+91 98100 55555',
      Password: employee.password,
    });
    await addEmployee.getByRole('button', { name: 'Save' }).click();
    await employer
      .getByRole('cell', { name: `${employee.first} ${employee.last}`, exact: true })
      .waitFor();
    await expectNoSeriousA11yViolations(employer);

    // Adds a task due today and assigns it to the new employee.
    await employer.getByRole('link', { name: 'Tasks' }).click();
    await employer.getByRole('heading', { level: 1, name: 'Task Management' }).waitFor();
    await employer.getByRole('button', { name: 'Add Task' }).click();
    const addTask = employer.getByRole('dialog', { name: 'Add Task' });
    await fill(addTask, {
      Title: taskTitle,
      Description: 'Show the new catalogue',
      'Customer Name': customer,
      'Due Date': businessDay(),
      Priority: 'HIGH',
    });
    await addTask.getByRole('button', { name: 'Save' }).click();
    await employer.getByRole('button', { name: `Assign ${taskTitle}` }).click();
    const assign = employer.getByRole('dialog', { name: 'Assign Task' });
    await assign.getByLabel('Search employees').fill(employee.last);
    await assign.getByLabel(new RegExp(employee.last)).check();
    await assign.getByRole('button', { name: 'Assign Task' }).click();
    await employer
      .getByRole('row')
      .filter({ hasText: taskTitle })
      .getByText(new RegExp(`${employee.first} ${employee.last}`))
      .waitFor();
    await expectNoSeriousA11yViolations(employer);

    // The employee signs in to the marketing area, reschedules, then completes the task.
    const staff = await browser.page('/marketing/login');
    await staff.getByLabel('Email').fill(employee.email);
    await staff.getByLabel('Password', { exact: true }).fill(employee.password);
    await staff.getByRole('button', { name: 'Login' }).click();
    await staff.waitForURL('**/marketing/dashboard');
    const today = staff.getByRole('region', { name: 'Today Task' });
    await today.getByRole('cell', { name: taskTitle }).waitFor();

    await openOutcomeForm(staff, taskTitle, 'Reschedule');
    await fill(staff, {
      'Company Name': 'Loop Traders',
      Name: 'Lata Loop',
      Mobile: '+91 98765 00000',
      'Reschedule Region': 'West',
      'Current Location': 'Pune',
      'Reschedule Date': businessDay(2),
    });
    await submitAndGoHome(staff);
    const rescheduled = staff.getByRole('region', { name: 'Reschedule Task' });
    await rescheduled.getByRole('row').filter({ hasText: customer }).waitFor();

    // The Reschedule Task table names the customer, not the task.
    await openOutcomeForm(staff, customer, 'Completed');
    await fill(staff, {
      'Company Name': 'Loop Traders',
      Name: 'Lata Loop',
      'Current Location': 'Pune',
      'Phone No': '9876500000',
      Category: 'Category 2',
      Value: '30000',
      Plan: 'Plan 1',
    });
    await submitAndGoHome(staff);
    await staff.context().close();

    // The employer's dashboard counts the new employee and the completed task.
    await employer.getByRole('link', { name: 'Dashboard' }).click();
    await employer.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await employer.reload();
    await employer.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await figure(employer, /^Total Users/)).toBe(usersBefore + 1);
    expect(await figure(employer, /^Completed Tasks/)).toBe(completedBefore + 1);
    await employer.getByRole('region', { name: 'Recent Tasks' }).getByText(taskTitle).waitFor();
    await employer.context().close();
  }, 150_000);
});

/** Opens 'Selected Options' for the row naming the task and follows one outcome form. */
async function openOutcomeForm(page: Page, taskName: string, form: string) {
  await page.getByRole('row').filter({ hasText: taskName }).first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Selected Options' });
  await dialog.getByRole('link', { name: form, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: form }).waitFor();
}

async function submitAndGoHome(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await thanks.getByText('Your dashboard has been updated').waitFor();
  await thanks.getByRole('link', { name: 'Go To Home' }).click();
  await page.waitForURL('**/marketing/dashboard');
}
