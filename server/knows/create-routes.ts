// Routes of creating, editing, publishing and deleting knows (/api/v1/knows, /api/v1/knowers/{id}/knows/status-stats).
import type { AnyRoute } from '../http/route';

export const KNOW_CREATE_ROUTES: AnyRoute[] = [];
