// Routes of the library: folders and saved knows (/api/v1/library/…).
import type { AnyRoute } from '../http/route';

export const LIBRARY_ROUTES: AnyRoute[] = [];
