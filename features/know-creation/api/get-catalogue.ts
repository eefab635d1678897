// What a know is filed under: the subjects of its content language, the grades and school types of the site's
// country (the same calls and cache keys as onboarding's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { Subject } from '../../../lib/contracts/catalogue';

export type SchoolType = { id: string; name: string };
export type Grade = { id: string; level: number; name: string };

async function get<T>(path: string): Promise<T> {
  const { data } = await mainApi.get<T>(path);
  return data;
}

export const subjectsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['subjects', language] as const,
    queryFn: async () => (await get<{ subjects: Subject[] }>(`/subjects?language=${encodeURIComponent(language)}`)).subjects,
    staleTime: Infinity,
  });

export const useSubjects = (language: string) => useQuery(subjectsQueryOptions(language));
export const useGrades = () => useQuery({ queryKey: ['grades'] as const, queryFn: () => get<Grade[]>('/grades'), staleTime: Infinity });
export const useSchoolTypes = (enabled: boolean) => useQuery({ queryKey: ['school-types'] as const, queryFn: () => get<SchoolType[]>('/school-types'), staleTime: Infinity, enabled });
