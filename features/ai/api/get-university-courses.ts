// The university courses a student can pick (GET university/courses).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { universityCourseSchema } from '../../../lib/contracts/ai';
import { aiKeys } from './query-keys';

export type UniversityCourse = z.infer<typeof universityCourseSchema>;

const getUniversityCourses = async () => (await callApi<{ courses: UniversityCourse[] }>(endpoints.universityCourses)).courses;

const universityCoursesQueryOptions = () => queryOptions({ queryKey: aiKeys.courses(), queryFn: getUniversityCourses, staleTime: Infinity });

export const useUniversityCourses = () => useQuery(universityCoursesQueryOptions());
