export { AdminPayoutsPage as default } from '../../features/payouts';

export { adminPayoutsPageProps as getServerSideProps } from '../../server/payouts/payout-page-props';
