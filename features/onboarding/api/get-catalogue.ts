// What a student picks in onboarding: the school types and grades of their country, the subjects of their language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../lib/api/clients';
import type { Subject } from '../../../lib/contracts/catalogue';

export type SchoolType = { id: string; name: string };
export type Grade = { id: string; level: number; name: string };
export type { Subject } from '../../../lib/contracts/catalogue';

async function get<T>(path: string): Promise<T> {
  const { data } = await mainApi.get<T>(path);
  return data;
}

export const catalogueKeys = { schoolTypes: ['school-types'] as const, grades: ['grades'] as const, subjects: (language: string) => ['subjects', language] as const };

export const schoolTypesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.schoolTypes, queryFn: () => get<SchoolType[]>('/school-types'), staleTime: Infinity });
export const gradesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.grades, queryFn: () => get<Grade[]>('/grades'), staleTime: Infinity });
export const subjectsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: catalogueKeys.subjects(language),
    queryFn: async () => (await get<{ subjects: Subject[] }>(`/subjects?language=${encodeURIComponent(language)}`)).subjects,
    staleTime: Infinity,
  });

export const useSchoolTypes = (enabled = true) => useQuery({ ...schoolTypesQueryOptions(), enabled });
export const useGrades = () => useQuery(gradesQueryOptions());
export const useSubjects = (language: string) => useQuery(subjectsQueryOptions(language));
