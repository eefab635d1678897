// The catalogue a student picks from (onboarding) and a know is filed under (know details): the school types and
// grades of the site's country, the subjects of a content language — one set of queries and cache keys for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/clients';
import * as endpoints from '../api/endpoints';
import type { Subject } from '../contracts/catalogue';

export type SchoolType = { id: string; name: string };
export type Grade = { id: string; level: number; name: string };
export type { Subject } from '../contracts/catalogue';

const catalogueKeys = { schoolTypes: ['school-types'] as const, grades: ['grades'] as const, subjects: (language: string) => ['subjects', language] as const };

const schoolTypesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.schoolTypes, queryFn: () => callApi<SchoolType[]>(endpoints.listSchoolTypes), staleTime: Infinity });
const gradesQueryOptions = () => queryOptions({ queryKey: catalogueKeys.grades, queryFn: () => callApi<Grade[]>(endpoints.listGrades), staleTime: Infinity });
const subjectsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: catalogueKeys.subjects(language),
    queryFn: async () => (await callApi<{ subjects: Subject[] }>(endpoints.listSubjects, { query: { language } })).subjects,
    staleTime: Infinity,
  });

export const useSchoolTypes = (enabled = true) => useQuery({ ...schoolTypesQueryOptions(), enabled });
export const useGrades = () => useQuery(gradesQueryOptions());
export const useSubjects = (language: string) => useQuery(subjectsQueryOptions(language));
