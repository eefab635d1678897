// Open positions shown on the careers jobs page.
export type JobPosting = { id: string; title: string; team: string; location: string };

export const JOB_POSTINGS: readonly JobPosting[] = [
  { id: 'senior-fullstack-engineer', title: 'Senior Full-Stack Engineer (TypeScript)', team: 'Engineering', location: 'Berlin or remote (EU)' },
  { id: 'product-designer', title: 'Product Designer, Learning Experience', team: 'Design', location: 'Berlin' },
  { id: 'community-manager-fr', title: 'Community Manager France', team: 'Community', location: 'Paris or remote' },
  { id: 'data-analyst', title: 'Data Analyst', team: 'Data', location: 'Berlin or remote (EU)' },
];

export const JOBS_EMAIL = 'jobs@knowly.com';
