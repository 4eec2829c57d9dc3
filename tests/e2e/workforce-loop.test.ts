import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { businessDay } from '../../common/workforce';
import { expectNoSeriousA11yViolations } from './axe';
import { useBrowser } from './browser';
import {
  fillFields,
  openOutcomeForm,
  signInToMarketing,
  submitAndGoHome,
} from './support/outcome-forms';

const browser = useBrowser();

/** The embedded demo's employer account (api/src/modules/staff/staff.demo.ts). */
const DEMO_EMPLOYER = { email: 'employer@example.com', password: 'demo-password' };

async function figure(page: Page, label: RegExp): Promise<number> {
  const card = page.getByRole('listitem').filter({ hasText: label });
  return Number(await card.locator('strong').innerText());
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
    await fillFields(addEmployee, {
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
    await fillFields(addTask, {
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
    await signInToMarketing(staff, employee);
    const today = staff.getByRole('region', { name: 'Today Task' });
    await today.getByRole('cell', { name: taskTitle }).waitFor();

    await openOutcomeForm(staff, taskTitle, 'Reschedule');
    await fillFields(staff, {
      'Company Name': 'Loop Traders',
      Name: 'Lata Loop',
      Mobile: '+91 98765 00000',
      'Reschedule Region': 'West',
      'Current Location': 'Pune',
      'Reschedule Date': businessDay(new Date(), 2),
    });
    await submitAndGoHome(staff);
    const rescheduled = staff.getByRole('region', { name: 'Reschedule Task' });
    await rescheduled.getByRole('row').filter({ hasText: customer }).waitFor();

    // The Reschedule Task table names the customer, not the task.
    await openOutcomeForm(staff, customer, 'Completed');
    await fillFields(staff, {
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

    // Task Management shows the task completed, with both reports in its history, and no longer
    // offers to assign or edit it.
    await employer.getByRole('link', { name: 'Tasks' }).click();
    await employer.getByLabel('Search tasks').fill(taskTitle);
    await employer.keyboard.press('Enter');
    const row = employer.getByRole('row').filter({ hasText: taskTitle });
    await row.getByRole('cell', { name: 'Completed' }).waitFor();
    await row.getByRole('button', { name: `Delete ${taskTitle}` }).waitFor();
    expect(await row.getByRole('button', { name: /^(Assign|Edit) / }).count()).toBe(0);
    await row.getByRole('button', { name: `History ${taskTitle}` }).click();
    const history = employer.getByRole('dialog', { name: 'Task History' });
    const reports = history.getByRole('listitem');
    await reports.nth(1).getByText('Plan 1').waitFor();
    expect(await reports.count()).toBe(2);
    await reports.nth(0).getByText('Rescheduled').waitFor();
    await reports.nth(0).getByText('West').waitFor();
    await expectNoSeriousA11yViolations(employer);
    await employer.context().close();
  }, 150_000);
});
