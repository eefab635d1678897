// The moderators' queue (issue 21): /admin/reports, for admins. The page lists the 'moderation' namespace.
export { ReportsPage } from './pages/reports-page';
