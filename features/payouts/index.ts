// Knower earnings and payouts (issue 20): the pages of the app area and the profile, and the team's review.
export { PayoutsPage } from './pages/payouts-page';
export { RequestPayoutPage } from './pages/request-payout-page';
export { PayoutHistoryPage } from './pages/payout-history-page';
export { AdminPayoutsPage } from './pages/admin-payouts-page';
export { CompetitionPage } from './pages/competition-page';
export { CompetitionFormPage } from './pages/competition-form-page';
