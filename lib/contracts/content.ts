// What a static content page carries besides its text.
import type { JobPosting } from '../../config/careers';

export type ContentExtra =
  | { kind: 'booking'; url: string | null }
  | { kind: 'jobs'; jobs: JobPosting[] }
  | { kind: 'contest'; state: 'none' | 'running' | 'upcoming' | 'ended'; startOn: string | null; endOn: string | null; isLaunched: boolean }
  | { kind: 'redirect'; url: string | null };

export type ContentPageProps = {
  content: { slug: string; title: string; description: string; html: string; language: string };
  extra: ContentExtra | null;
};
