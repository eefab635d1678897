// Routes of reading knows: a know, its page images and previews, likes, related knows, feeds.
import type { AnyRoute } from '../http/route';

export const KNOW_READ_ROUTES: AnyRoute[] = [];
