// The university section's four pages (spec: /university, /university/uni-gpt, /university/ai-summary,
// /university/mock-exam; issue 33's untested rows): the public landing page links its three tools, which send a
// visitor to sign in and back; signed in, each tool opens in the university section (its own tool bar, the course
// picker where a course is chosen). German site.
import deAi from '../../public/locales/de/ai.json';
import { expect, onHost, test } from './fixtures';
import { signInPage, signUpOnSite } from './signed-in-browsers';

const host = 'de.localhost';

const TOOLS = [
  { testId: 'university-uniGpt', path: '/university/uni-gpt', title: deAi.uniGpt.title, tool: deAi.tools.uniGpt, coursePicker: true },
  { testId: 'university-summary', path: '/university/ai-summary', title: deAi.summary.title, tool: deAi.tools.summary, coursePicker: true },
  { testId: 'university-mockExam', path: '/university/mock-exam', title: deAi.exam.title, tool: deAi.tools.mockExam, coursePicker: false },
] as const;

test('/university: the public landing page links the three university tools; a visitor is sent to sign in and back', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, host, '/university'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deAi.university.title);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  for (const tool of TOOLS) await expect(page.getByTestId(tool.testId)).toHaveAttribute('href', tool.path);
  await page.getByTestId('university-summary').click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin' && url.searchParams.get('redirect') === '/university/ai-summary');
});

test('the three university tools open signed in, each in the university section', async ({ page, request, baseURL }) => {
  await signInPage(page, baseURL, host, await signUpOnSite(request, baseURL, host, 'Jana Wolf'));
  for (const tool of TOOLS) {
    await page.goto(onHost(baseURL, host, tool.path));
    await expect(page, tool.path).toHaveURL((url) => url.pathname === tool.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.title);
    const tools = page.getByRole('navigation', { name: deAi.tools.label });
    // The university's tool bar (not the school one: no school tutor), the open tool marked as the current page.
    await expect(tools.getByRole('link', { name: deAi.tools.schoolGpt })).toHaveCount(0);
    for (const other of TOOLS) await expect(tools.getByRole('link', { name: other.tool, exact: true })).toHaveAttribute('href', other.path);
    await expect(tools.getByRole('link', { name: tool.tool, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel(deAi.tutor.course, { exact: true })).toHaveCount(tool.coursePicker ? 1 : 0);
  }
});
